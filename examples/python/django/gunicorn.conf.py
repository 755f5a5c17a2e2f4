"""Gunicorn settings read from the platform's environment."""

import os

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8080')}"
# Two workers fit the default small instance; raise WEB_CONCURRENCY on bigger ones.
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
# A worker without threads serves one request at a time; the platform sends an instance up to
# 50 at once by default. Keep workers × threads at least equal to the service's concurrent requests per
# instance; the default rounds up.
threads = int(os.environ.get("GUNICORN_THREADS", -(-50 // workers)))
accesslog = "-"
errorlog = "-"
