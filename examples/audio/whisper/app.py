"""Entry point for gunicorn: `gunicorn app:app`."""

import os

from transcriber import WhisperTranscriber
from web import create_app

transcriber = WhisperTranscriber()
# Load the model while the instance starts, not on the first visitor's request.
if os.environ.get("PRELOAD_MODEL", "true") == "true":
    transcriber.load()

app = create_app(transcriber, max_upload_mb=int(os.environ.get("MAX_UPLOAD_MB", "25")))
