from django.urls import include, path
from rest_framework.authtoken.views import obtain_auth_token
from rest_framework.routers import DefaultRouter

from blog import views

router = DefaultRouter()
router.register("posts", views.PostViewSet)
router.register("users", views.UserViewSet)
router.register("tags", views.TagViewSet)

urlpatterns = [
    path("api/auth/token/", obtain_auth_token),
    path("api/auth/me/", views.me),
    path("api/", include(router.urls)),
]
