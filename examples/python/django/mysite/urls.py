from django.urls import path

from hello import views

urlpatterns = [
    path("", views.health),
    path("api/greetings", views.create_greeting),
]
