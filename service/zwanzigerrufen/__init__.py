"""Zwanzigerrufen, the Austrian 40-card calling Tarock (docs/rules/zwanzigerrufen.md)."""
