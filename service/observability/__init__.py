"""What an operator sees of the service: request ids, metrics, logs and traces, one module each, put together
for every request by ``observed.py`` (the app's outermost WSGI layer) and by the worker for its own answers."""
