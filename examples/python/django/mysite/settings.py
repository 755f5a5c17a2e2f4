"""Settings read from the environment, so one build runs in every deployment."""

import os
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlparse

BASE_DIR = Path(__file__).resolve().parent.parent

# Set DJANGO_SECRET_KEY as a secret environment variable of the service.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
DEBUG = os.environ.get("DJANGO_DEBUG", "") == "true"
if not SECRET_KEY:
    if not DEBUG:
        raise RuntimeError("Set DJANGO_SECRET_KEY (or DJANGO_DEBUG=true for local work).")
    SECRET_KEY = "insecure-local-only"

# Your service's hostnames, comma-separated, e.g. "myapp.example.com,myapp.nubiva.app".
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "").split(",") if h.strip()]

INSTALLED_APPS = ["hello"]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]
ROOT_URLCONF = "mysite.urls"
WSGI_APPLICATION = "mysite.wsgi.application"
USE_TZ = True
# The platform terminates TLS and forwards the original scheme in this header.
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")


def database_from_url(url, **options):
    """Turns a postgres://user:password@host:port/name?sslmode=require URL into Django's
    format; the query parameters (sslmode) go to the driver in OPTIONS."""
    parts = urlparse(url)
    return {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": parts.path.lstrip("/"),
        "USER": unquote(parts.username or ""),
        "PASSWORD": unquote(parts.password or ""),
        "HOST": parts.hostname or "",
        "PORT": str(parts.port or ""),
        "OPTIONS": dict(parse_qsl(parts.query)),
        **options,
    }


# With a Postgres database attached, the platform sets DATABASE_URL (direct) and
# DATABASE_POOL_URL (its pooler, transaction mode). Django holds one connection per
# thread, so an instance holds up to workers x threads of them: requests go through
# the pooler, which takes far more client connections than the database, and
# migrations through the direct connection (manage.py migrate --database direct).
DATABASES = (
    {
        "default": database_from_url(
            os.environ.get("DATABASE_POOL_URL") or os.environ["DATABASE_URL"],
            # Keep each thread's connection between requests; cursors that outlive a
            # transaction do not work through a transaction-mode pooler.
            CONN_MAX_AGE=60,
            DISABLE_SERVER_SIDE_CURSORS=True,
        ),
        "direct": database_from_url(
            os.environ["DATABASE_URL"], CONN_MAX_AGE=0, TEST={"MIRROR": "default"}
        ),
    }
    if os.environ.get("DATABASE_URL")
    else {}
)

LOGGING = {
    "version": 1,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "INFO"},
}
