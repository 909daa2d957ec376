"""The plays layer (see docs/architecture.md): `Combo`, classification and comparison, every play
of a hand, plays in words. Pure functions of ``(cards, rules)`` that read only a rule set's
tables."""
