"""A small JSON API with FastAPI, ready for the platform."""

import os

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, constr

app = FastAPI(title="FastAPI example")


class GreetingRequest(BaseModel):
    # Bounded, so one request cannot fill the memory; stripped first, so "   " is no name.
    name: constr(strip_whitespace=True, min_length=1, max_length=80)


class Greeting(BaseModel):
    message: str


@app.exception_handler(RequestValidationError)
async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    # The same {"error": ...} shape as the other examples, plus FastAPI's list of failed fields.
    content = {"error": "The body must be JSON with a name of 1 to 80 characters.", "details": exc.errors()}
    return JSONResponse(status_code=422, content=jsonable_encoder(content))


@app.get("/")
def health() -> dict:
    # The platform's health check calls this path before traffic switches over.
    region = os.environ.get("NUBIVA_REGION", "local")
    return {"service": "fastapi-example", "status": "ok", "region": region}


@app.post("/api/greetings", status_code=201, response_model=Greeting)
def create_greeting(body: GreetingRequest) -> Greeting:
    return Greeting(message=f"Hello, {body.name}!")
