"""Zwanzigerrufen, the Austrian 40-card calling Tarock (../../shared/rules/austrian-tarock.md)."""
