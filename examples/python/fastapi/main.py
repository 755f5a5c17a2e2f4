"""A small JSON API with FastAPI, ready for the platform."""

import os

from fastapi import FastAPI
from pydantic import BaseModel, Field

app = FastAPI(title="FastAPI example")


class GreetingRequest(BaseModel):
    # Bounded, so one request cannot fill the memory.
    name: str = Field(min_length=1, max_length=80)


class Greeting(BaseModel):
    message: str


@app.get("/")
def health() -> dict:
    # The platform's health check calls this path before traffic switches over.
    return {"service": "fastapi-example", "status": "ok", "region": os.environ.get("NUBIVA_REGION", "local")}


@app.post("/api/greetings", status_code=201, response_model=Greeting)
def create_greeting(body: GreetingRequest) -> Greeting:
    # FastAPI answers invalid bodies with 422 and a list of the fields that failed.
    return Greeting(message=f"Hello, {body.name.strip()}!")
