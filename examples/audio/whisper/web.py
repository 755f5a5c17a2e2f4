"""HTTP layer: validates the upload, stores it briefly on disk and asks the transcriber."""

import os
import re
import tempfile

from flask import Flask, jsonify, request
from werkzeug.exceptions import HTTPException

from transcriber import Transcriber, UnknownLanguage

ACCEPTED_TYPES = {
    "audio/wav": ".wav",
    "audio/x-wav": ".wav",
    "audio/mpeg": ".mp3",
    "audio/mp3": ".mp3",
    "audio/mp4": ".m4a",
    "audio/x-m4a": ".m4a",
    "audio/ogg": ".ogg",
    "audio/webm": ".webm",
    "audio/flac": ".flac",
    "audio/x-flac": ".flac",
}
LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}$")


def create_app(transcriber: Transcriber, max_upload_mb: int = 25) -> Flask:
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = max_upload_mb * 1024 * 1024

    @app.get("/")
    def health():
        return jsonify(service="whisper-transcription", status="ok")

    @app.post("/transcribe")
    def transcribe():
        upload = request.files.get("audio")
        if upload is None or upload.filename == "":
            return jsonify(error='Send the recording as a multipart form field named "audio".'), 400
        suffix = ACCEPTED_TYPES.get(upload.mimetype)
        if suffix is None:
            accepted = ", ".join(sorted(ACCEPTED_TYPES))
            return jsonify(error=f"Unsupported content type {upload.mimetype}; use one of {accepted}."), 415
        language = request.form.get("language") or None
        if language is not None and not LANGUAGE_CODE.match(language):
            return jsonify(error='"language" must be a language code such as "en" or "de".'), 400
        # Whisper reads from a file path; the file is removed as soon as the answer is ready.
        handle, path = tempfile.mkstemp(suffix=suffix)
        try:
            with os.fdopen(handle, "wb") as file:
                upload.save(file)
            if os.path.getsize(path) == 0:
                return jsonify(error="The uploaded file is empty."), 400
            return jsonify(transcriber.transcribe(path, language))
        except UnknownLanguage:
            return jsonify(error=f'Unknown language code "{language}".'), 400
        finally:
            os.remove(path)

    @app.errorhandler(HTTPException)
    def json_error(error):
        return jsonify(error=error.description), error.code

    return app
