"""The conformance suite (`bigtwo.testing.RulesConformance`) on every registered variant: the
built-in ones and any an installed plugin adds. One class per variant, so pytest's output names
the variant and the property, for example
``TestConformance_pusoy_dos::test_scoring_is_zero_sum_where_declared``."""

from __future__ import annotations

import bigtwo
from bigtwo.testing import RulesConformance


def _suite(variant: str) -> type[RulesConformance]:
    name = "TestConformance_" + "".join(ch if ch.isalnum() else "_" for ch in variant)
    return type(name, (RulesConformance,), {"variant": variant, "__module__": __name__})


for _variant in bigtwo.variants():
    _cls = _suite(_variant)
    globals()[_cls.__name__] = _cls


def test_every_built_in_variant_has_a_suite() -> None:
    suites = [v for k, v in globals().items() if k.startswith("Test") and issubclass(v, RulesConformance)]
    built_in = {"cardroom", "chinese", "classic", "doubling", "dragon", "pusoy-dos", "taiwanese"}
    assert built_in <= {s.variant for s in suites}
