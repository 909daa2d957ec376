"""The check of explanations: every option value and variant a rule set uses or its explicit
plugins declare has its texts in every language of `bigtwo.LANGUAGES`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import cast

import attrs

from bigtwo import LANGUAGES
from bigtwo.plugin import OptionValue, Variant, plugin_manager

from ._properties import EXPLAINED, Failure
from ._sample import Sample

__all__ = ["check_explained"]


def check_explained(s: Sample) -> Iterator[Failure]:
    """Every option value of the rule set, every value and variant its explicit plugins declare,
    and the variant with its parents have non-empty texts in every language of `bigtwo.LANGUAGES`
    (a value's sentence; every message of a variant: title, summary, sources, notes)."""
    rules = s.rules
    for option, value in rules.options:
        for lang in LANGUAGES:
            if not rules.explain(option, lang).strip():
                yield Failure(EXPLAINED, f"an option value has no explanation in {lang!r}", f"{option}={value}")
                return
    pm = plugin_manager(rules.plugin_objects)
    explicit = [id(p) for p in rules.plugin_objects]
    for impl in pm.hook.bigtwo_option_values.get_hookimpls():
        if id(impl.plugin) not in explicit or impl.hookwrapper or impl.wrapper:
            continue
        declarations = cast("Iterable[OptionValue]", impl.function())
        for declared in declarations:
            for lang in LANGUAGES:
                if not declared.text.render(lang).strip():
                    yield Failure(
                        EXPLAINED,
                        f"a value declared by {impl.plugin_name} has no explanation in {lang!r}",
                        f"{declared.option}={declared.value}",
                    )
                    return
    known: dict[str, Variant] = {}
    answers: list[Iterable[Variant]] = pm.hook.bigtwo_variants()
    for answer in answers:
        for variant in answer:
            known.setdefault(variant.name, variant)
    for impl in pm.hook.bigtwo_variants.get_hookimpls():
        if id(impl.plugin) in explicit and not (impl.hookwrapper or impl.wrapper):
            declared_variants = cast("Iterable[Variant]", impl.function())
            for variant in declared_variants:
                yield from _variant_texts(variant)
    name: str | None = rules.variant
    seen: set[str] = set()
    while name is not None and name in known and name not in seen:
        seen.add(name)
        yield from _variant_texts(known[name])
        name = known[name].parent


def _variant_texts(variant: Variant) -> Iterator[Failure]:
    """Every message of ``variant`` (each field holding one, each item of a tuple of them),
    rendered non-empty in every language."""
    for field in attrs.fields(type(variant)):
        value = getattr(variant, field.name)
        texts = [(f"{field.name}[{i}]", m) for i, m in enumerate(value)] if isinstance(value, tuple) else []
        for label, message in texts or [(field.name, value)]:
            render = getattr(message, "render", None)
            if not callable(render):
                continue  # not a text: the name, the options, the parent
            for lang in LANGUAGES:
                text = render(lang)
                if not isinstance(text, str) or not text.strip():
                    yield Failure(
                        EXPLAINED, f"variant {variant.name!r} has no {lang!r} text in {label}", repr(variant)[:200]
                    )
                    return
