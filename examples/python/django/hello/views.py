import json

from django.http import JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST

# Longest name the API accepts, so one request cannot fill the memory.
MAX_NAME_LENGTH = 80


@require_GET
def health(request):
    # The platform's health check calls this path before traffic switches over.
    return JsonResponse({"service": "django-example", "status": "ok"})


@csrf_exempt  # A JSON API called by other programs, not by browser forms.
@require_POST
def create_greeting(request):
    if request.content_type != "application/json":
        return JsonResponse({"error": "Send the body as application/json."}, status=415)
    try:
        body = json.loads(request.body)
    except ValueError:
        return JsonResponse({"error": "The body is not valid JSON."}, status=400)
    name = body.get("name") if isinstance(body, dict) else None
    name = name.strip() if isinstance(name, str) else ""
    if not name or len(name) > MAX_NAME_LENGTH:
        message = f'"name" must be a string of 1 to {MAX_NAME_LENGTH} characters.'
        return JsonResponse({"error": message}, status=400)
    return JsonResponse({"message": f"Hello, {name}!"}, status=201)
