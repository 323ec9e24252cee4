"""The HTTP server side: a gunicorn worker that reads requests in an event loop and judges them in a small
pool of threads (``worker.py``), the framing that tells where a request ends (``framing.py``), the pool and
its load shedding (``judges.py``), and the answers the server gives itself (``answers.py``)."""
