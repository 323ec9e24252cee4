"""The speed benchmarks of issue 6: ``python -m bench`` (see __main__.py)."""
