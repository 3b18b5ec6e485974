from rest_framework.pagination import PageNumberPagination


class Pagination(PageNumberPagination):
    """DRF's page-number paging with the page size a client asks for (`page_size`)."""

    page_size = 25
    page_size_query_param = "page_size"
    max_page_size = 1000
