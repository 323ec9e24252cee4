"""The wire format: validated request dicts in, verdict dicts out. No Flask here."""
