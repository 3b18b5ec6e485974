"""A small Django REST framework project for the admin's djangoRestDialect integration spec.

Run by django-rest-dialect.integration.spec.ts: `serve.py` migrates a temporary SQLite database
(ADMIN_DRF_DB), seeds it and serves it with gunicorn on 127.0.0.1.
"""
import os

BASE_DIR = os.path.dirname(os.path.abspath(__file__))
SECRET_KEY = "admin-drf-test-only"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "urls"
USE_TZ = True
TIME_ZONE = "UTC"
USE_I18N = True
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "blog",
]
MIDDLEWARE = [
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("ADMIN_DRF_DB", os.path.join(BASE_DIR, "db.sqlite3")),
    }
}

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.SearchFilter",
        "rest_framework.filters.OrderingFilter",
    ],
    "DEFAULT_PAGINATION_CLASS": "pagination.Pagination",
    "UNAUTHENTICATED_USER": None,
}
