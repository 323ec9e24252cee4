"""Duplicate Tarot (the FFT's "donnes dupliquées"): one deal, a board, played at several tables and each
table's result compared with the others'. Pure scoring: marks of a board in percentages or match points, the
Code d'arbitrage's adjusted marks and penalties, a séance's totals and ranks, and the comparison of a table's
hands with the board's. No Flask, JSON or I/O: ``service/wire/duplicate.py`` reads requests into these types.
The rules and the readings chosen where the Code is silent: docs/duplicate.md.
"""
