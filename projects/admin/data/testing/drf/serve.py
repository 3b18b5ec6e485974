"""Migrates and seeds the database named by ADMIN_DRF_DB, then serves the API with gunicorn on
127.0.0.1:<port> (the first argument) until it is stopped (SIGINT: at once; SIGTERM: gracefully).

    ADMIN_DRF_DB=/tmp/x.sqlite3 /usr/bin/python3 serve.py 8000
"""
import os
import sys
from datetime import datetime, timedelta, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings")

import django  # noqa: E402

django.setup()

from django.contrib.auth.models import User  # noqa: E402
from django.core.management import call_command  # noqa: E402

from blog.models import Author, Post, Tag  # noqa: E402


def seed():
    """Three authors, four tags, 40 posts (as the demo API's seed), two users who sign in."""
    authors = [
        Author.objects.create(name=name, email=f"{name.lower()}@example.com")
        for name in ["Ann", "Bob", "Cleo"]
    ]
    tags = [Tag.objects.create(name=name) for name in ["news", "django", "angular", "misc"]]
    start = datetime(2023, 6, 1, tzinfo=timezone.utc)
    for i in range(40):
        post = Post.objects.create(
            title=f"{['Alpha', 'Beta', 'Gamma', 'Delta'][i % 4]} post {i + 1}",
            body=f"Body of post {i + 1}",
            author=authors[i % 3],
            published=i % 2 == 0,
            views=(i * 37) % 100,
            published_at=start + timedelta(days=i * 11),
        )
        post.tags.set([tags[i % 4], tags[(i + 1) % 4]])
    for role in ["admin", "viewer"]:
        User.objects.create_user(f"{role}@example.com", f"{role}@example.com", f"{role}123")


call_command("migrate", run_syncdb=True, verbosity=0)
seed()

port = sys.argv[1] if len(sys.argv) > 1 else "8000"
# gunicorn in this process: its worker forks with Django already loaded (a second interpreter
# would import it again, seconds on a busy machine).
sys.argv = [
    "gunicorn",
    "--chdir", HERE,
    "--bind", f"127.0.0.1:{port}",
    "--workers", "1",
    "--threads", "4",
    "--log-level", "warning",
    "wsgi:application",
]
from gunicorn.app.wsgiapp import run  # noqa: E402

run()
