"""HTTP layer: validates the upload, decodes the image and asks the classifier."""

from flask import Flask, jsonify, request
from PIL import Image, UnidentifiedImageError
from werkzeug.exceptions import HTTPException

from classifier import Classifier

ACCEPTED_TYPES = {"image/jpeg", "image/png", "image/webp", "image/gif"}
MAX_PIXELS = 40_000_000  # refuse decompression bombs before they fill the memory


def create_app(classifier: Classifier, max_upload_mb: int = 10) -> Flask:
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = max_upload_mb * 1024 * 1024
    Image.MAX_IMAGE_PIXELS = MAX_PIXELS

    @app.get("/")
    def health():
        return jsonify(service="image-classifier", status="ok")

    @app.post("/classify")
    def classify():
        upload = request.files.get("image")
        if upload is None or upload.filename == "":
            return jsonify(error='Send the picture as a multipart form field named "image".'), 400
        if upload.mimetype not in ACCEPTED_TYPES:
            accepted = ", ".join(sorted(ACCEPTED_TYPES))
            return jsonify(error=f"Unsupported content type {upload.mimetype}; use one of {accepted}."), 415
        try:
            top_k = int(request.args.get("top_k", "5"))
        except ValueError:
            top_k = 0
        if not 1 <= top_k <= 20:
            return jsonify(error='"top_k" must be a whole number from 1 to 20.'), 400
        try:
            image = Image.open(upload.stream)
            # Pillow itself refuses only twice MAX_IMAGE_PIXELS; the header gives the size.
            if image.width * image.height > MAX_PIXELS:
                return jsonify(error=f"The image has more than {MAX_PIXELS:,} pixels."), 422
            image.load()
        except (UnidentifiedImageError, OSError, Image.DecompressionBombError):
            return jsonify(error="The upload is not a readable image."), 422
        labels = classifier.classify(image.convert("RGB"), top_k)
        return jsonify(labels=labels)

    @app.errorhandler(HTTPException)
    def json_error(error):
        return jsonify(error=error.description), error.code

    return app
