"""The model: OpenAI's Whisper speech recognition, run on the instance's CPU."""

import os
import threading
from typing import Optional, Protocol, TypedDict


class Transcript(TypedDict):
    text: str
    language: str


class UnknownLanguage(ValueError):
    """The language code is well formed, but the model does not know it."""


class Transcriber(Protocol):
    """What the web layer needs from a model; tests pass a stand-in."""

    def transcribe(self, audio_path: str, language: Optional[str]) -> Transcript:
        """Raises UnknownLanguage for a language the model does not know."""
        ...


class WhisperTranscriber:
    """Loads the Whisper model named by WHISPER_MODEL once and keeps it in memory."""

    def __init__(self, model_name: str = "") -> None:
        self.model_name = model_name or os.environ.get("WHISPER_MODEL", "base")
        self._model = None
        # Gunicorn serves several threads: the first requests must not each load a copy.
        self._load_lock = threading.Lock()

    def load(self) -> None:
        if self._model is not None:
            return
        with self._load_lock:
            if self._model is None:
                # Imported here so the web layer starts (and its tests run) without torch installed.
                import whisper

                # Model files are cached in $XDG_CACHE_HOME/whisper (default ~/.cache/whisper).
                self._model = whisper.load_model(self.model_name, device="cpu")

    def transcribe(self, audio_path: str, language: Optional[str]) -> Transcript:
        self.load()
        from whisper.tokenizer import LANGUAGES

        if language is not None and language not in LANGUAGES:
            raise UnknownLanguage(language)
        # Whisper decodes the file with ffmpeg, so any format ffmpeg reads works.
        result = self._model.transcribe(audio_path, language=language, fp16=False)
        return {"text": result["text"].strip(), "language": result.get("language") or ""}
