"""A small JSON API with Flask, ready for the platform."""

from flask import Flask, jsonify, request
from werkzeug.exceptions import HTTPException

# Longest name the API accepts, so one request cannot fill the memory.
MAX_NAME_LENGTH = 80

app = Flask(__name__)
app.config["MAX_CONTENT_LENGTH"] = 10 * 1024


@app.get("/")
def health():
    # The platform's health check calls this path before traffic switches over.
    return jsonify(service="flask-example", status="ok")


@app.post("/api/greetings")
def create_greeting():
    if not request.is_json:
        return jsonify(error="Send the body as application/json."), 415
    body = request.get_json(silent=True)
    if body is None:
        return jsonify(error="The body is not valid JSON."), 400
    name = body.get("name") if isinstance(body, dict) else None
    name = name.strip() if isinstance(name, str) else ""
    if not name or len(name) > MAX_NAME_LENGTH:
        message = f'"name" must be a string of 1 to {MAX_NAME_LENGTH} characters.'
        return jsonify(error=message), 400
    return jsonify(message=f"Hello, {name}!"), 201


@app.errorhandler(HTTPException)
def json_error(error):
    # Every error answers in JSON, like the rest of the API.
    return jsonify(error=error.description), error.code
