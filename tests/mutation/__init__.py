"""Mutation testing of the rules engines with mutmut: ``python -m tests.mutation`` (docs/mutation.md)."""
