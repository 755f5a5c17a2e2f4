//! A small JSON API with Axum, ready for the platform.

use axum::{
    extract::rejection::JsonRejection,
    http::StatusCode,
    routing::{get, post},
    Json, Router,
};
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::signal::unix::{signal, SignalKind};

/// Longest name the API accepts, so one request cannot fill the memory.
const MAX_NAME_LENGTH: usize = 80;

#[derive(Deserialize)]
struct GreetingRequest {
    name: String,
}

type ApiResponse = (StatusCode, Json<Value>);

/// The platform's health check calls this path before traffic switches over.
async fn health() -> Json<Value> {
    Json(json!({ "service": "axum-example", "status": "ok" }))
}

async fn create_greeting(body: Result<Json<GreetingRequest>, JsonRejection>) -> ApiResponse {
    // A wrong content type or malformed JSON becomes a JSON error, not a plain-text one.
    let Json(request) = match body {
        Ok(json) => json,
        Err(rejection) => {
            return (
                rejection.status(),
                Json(json!({ "error": rejection.body_text() })),
            )
        }
    };
    let name = request.name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME_LENGTH {
        let message = format!("\"name\" must be a string of 1 to {MAX_NAME_LENGTH} characters.");
        return (StatusCode::BAD_REQUEST, Json(json!({ "error": message })));
    }
    (
        StatusCode::CREATED,
        Json(json!({ "message": format!("Hello, {name}!") })),
    )
}

fn router() -> Router {
    Router::new()
        .route("/", get(health))
        .route("/api/greetings", post(create_greeting))
}

#[tokio::main]
async fn main() {
    // The platform passes the port in PORT; HOST lets you bind to loopback locally.
    let host = std::env::var("HOST").unwrap_or_else(|_| "0.0.0.0".into());
    let port = std::env::var("PORT").unwrap_or_else(|_| "8080".into());
    let listener = TcpListener::bind(format!("{host}:{port}"))
        .await
        .expect("cannot bind the port");
    println!("listening on http://{host}:{port}");
    axum::serve(listener, router())
        .with_graceful_shutdown(shutdown_signal())
        .await
        .expect("server error");
}

/// On a new deployment the platform sends SIGTERM: finish open requests, then exit.
async fn shutdown_signal() {
    let mut terminate = signal(SignalKind::terminate()).expect("cannot listen for SIGTERM");
    tokio::select! {
        _ = terminate.recv() => {},
        _ = tokio::signal::ctrl_c() => {},
    }
}
