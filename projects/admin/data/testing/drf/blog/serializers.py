from rest_framework import serializers

from .models import Author, Post, Tag


class AuthorSerializer(serializers.ModelSerializer):
    class Meta:
        model = Author
        fields = ["id", "name", "email"]


class TagSerializer(serializers.ModelSerializer):
    class Meta:
        model = Tag
        fields = ["id", "name"]


class PostSerializer(serializers.ModelSerializer):
    class Meta:
        model = Post
        fields = ["id", "title", "body", "author", "tags", "published", "views", "published_at"]

    def validate(self, attrs):
        # A rule on two fields: DRF reports it under non_field_errors.
        if attrs.get("published") and not attrs.get("body", getattr(self.instance, "body", "")):
            raise serializers.ValidationError("A published post needs a body.")
        return attrs
