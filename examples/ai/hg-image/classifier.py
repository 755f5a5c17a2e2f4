"""The model: an image-classification pipeline from the Hugging Face Hub."""

import os
import threading
from typing import List, Protocol, TypedDict

from PIL.Image import Image


class Label(TypedDict):
    label: str
    score: float


class Classifier(Protocol):
    """What the web layer needs from a model; tests pass a stand-in."""

    def classify(self, image: Image, top_k: int) -> List[Label]: ...


class HubClassifier:
    """Loads the model named by MODEL_ID once, on first use, and keeps it in memory."""

    def __init__(self, model_id: str = "") -> None:
        self.model_id = model_id or os.environ.get("MODEL_ID", "google/vit-base-patch16-224")
        self._pipeline = None
        # Gunicorn serves several threads: the first requests must not each load a copy.
        self._load_lock = threading.Lock()

    def load(self) -> None:
        if self._pipeline is not None:
            return
        with self._load_lock:
            if self._pipeline is None:
                # Imported here so the web layer starts (and its tests run) without torch installed.
                from transformers import pipeline

                self._pipeline = pipeline("image-classification", model=self.model_id, device=-1)

    def classify(self, image: Image, top_k: int) -> List[Label]:
        self.load()
        results = self._pipeline(image, top_k=top_k)
        return [{"label": r["label"], "score": round(float(r["score"]), 4)} for r in results]
