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
COPY pyproject.toml setup.py README.md openapi.yaml ./
COPY service ./service
# The engines are compiled with mypyc (setup.py): gcc and the C headers for the build only, removed in the
# same layer. ARBITRE_COMPILE=yes: a failed compilation fails the build instead of shipping pure Python.
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && ARBITRE_COMPILE=yes pip install . \
    && apt-get purge -y --auto-remove gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/* /src

RUN useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin arbitre
USER arbitre
WORKDIR /tmp

EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ.get('PORT', '8000') + '/healthz', timeout=2)"]
CMD ["gunicorn", "-c", "python:arbitre.gunicorn_conf"]
