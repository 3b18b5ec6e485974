from rest_framework import viewsets
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Author, Post, Tag
from .serializers import AuthorSerializer, PostSerializer, TagSerializer


class PostViewSet(viewsets.ModelViewSet):
    queryset = Post.objects.order_by("id")
    serializer_class = PostSerializer
    filterset_fields = {
        "id": ["exact", "in"],
        "title": ["exact", "icontains"],
        "author": ["exact", "in"],
        "author__name": ["exact", "icontains"],
        "tags": ["exact"],
        "published": ["exact"],
        "views": ["exact", "in", "gte", "lte"],
        "published_at": ["gte", "lte"],
    }
    search_fields = ["title", "body", "author__name"]
    ordering_fields = ["id", "title", "views", "published_at", "author__name"]


class UserViewSet(viewsets.ModelViewSet):
    queryset = Author.objects.order_by("id")
    serializer_class = AuthorSerializer
    filterset_fields = {"id": ["exact", "in"], "name": ["exact", "icontains"]}
    search_fields = ["name", "email"]
    ordering_fields = ["id", "name"]


class TagViewSet(viewsets.ModelViewSet):
    queryset = Tag.objects.order_by("id")
    serializer_class = TagSerializer
    filterset_fields = {"id": ["exact", "in"]}
    search_fields = ["name"]
    ordering_fields = ["id", "name"]


@api_view(["GET"])
def me(request):
    """The signed-in user, for bearerTokenAuth's `me` endpoint."""
    user = request.user
    return Response({"id": user.id, "username": user.username, "email": user.email})
