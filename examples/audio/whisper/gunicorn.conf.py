"""Gunicorn settings read from the platform's environment."""

import os

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8080')}"
# Every worker holds its own copy of the model: one worker, several threads.
workers = int(os.environ.get("WEB_CONCURRENCY", "1"))
threads = 2
# Loading the model on a cold instance takes a while; do not kill the worker for it.
timeout = 180
# Log to stdout and stderr, where the platform collects the logs.
accesslog = "-"
errorlog = "-"
