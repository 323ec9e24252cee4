# Arbitre: the API under gunicorn, as a non-root user.
# The base image is pinned to a Python patch release and a Debian release; pin its digest too
# (python:3.11.14-slim-bookworm@sha256:...) where the build host can resolve it.
FROM python:3.11.14-slim-bookworm

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    HOST=0.0.0.0 \
    PORT=8000

WORKDIR /src
# The package (with openapi.yaml, which service/openapi.yaml links to) and nothing else: see .dockerignore.
COPY pyproject.toml README.md openapi.yaml ./
COPY service ./service
RUN pip install . && rm -rf /src

RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin arbitre
USER arbitre
WORKDIR /tmp

EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('PORT', '8000') + '/healthz', timeout=2)"]
CMD ["gunicorn", "-c", "python:service.gunicorn_conf"]
