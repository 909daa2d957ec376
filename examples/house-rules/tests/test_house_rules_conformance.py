"""bigtwo's conformance suite, run against the installed variant ``house``: every property a rule
set must have (orders total and strict, plays enumerated, games that end, zero-sum scoring,
sentences in both languages), checked with random cards, hands and games."""

from bigtwo.testing import RulesConformance


class TestHouse(RulesConformance):
    variant = "house"
