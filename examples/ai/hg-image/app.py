"""Entry point for gunicorn: `gunicorn app:app`."""

import os

from classifier import HubClassifier
from web import create_app

classifier = HubClassifier()
# Load the model while the instance starts, not on the first visitor's request.
if os.environ.get("PRELOAD_MODEL", "true") == "true":
    classifier.load()

app = create_app(classifier, max_upload_mb=int(os.environ.get("MAX_UPLOAD_MB", "10")))
