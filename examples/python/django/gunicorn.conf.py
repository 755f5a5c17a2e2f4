"""Gunicorn settings read from the platform's environment."""

import os

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8080')}"
# Two workers fit the smallest instances; raise WEB_CONCURRENCY on bigger ones.
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
accesslog = "-"
errorlog = "-"
