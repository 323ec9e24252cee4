"""The referee's ruling on an irregular French Tarot hand: the FFT *Code d'arbitrage* (free deals) as data.

The judge finds the broken rules; this package says what the hand then scores (docs/french-arbitration.md,
docs/rules/french-arbitration.md). Modules: ``policy`` (the judgement defaults J1–J21 chosen by
options), ``faults`` (each fault classified, as a table), ``poignees`` (the faults P1–P11), ``events``
(the facts a record of cards cannot show), ``claim`` (the worst line after a claim), ``ruling`` (the
pipeline that returns a ``Ruling``). The package imports nothing at load time, so ``rules`` may import
``policy`` without a cycle.
"""
