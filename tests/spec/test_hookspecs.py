"""The hook specifications: every option has a documented hook."""

from __future__ import annotations

import bigtwo
import bigtwo.plugin


def test_every_option_has_a_documented_hook() -> None:
    import inspect

    from bigtwo.plugin import hookspecs

    specs = {name: fn for name, fn in vars(hookspecs).items() if name.startswith("bigtwo_") and callable(fn)}
    for option in bigtwo.options():
        assert option.hook in specs, option.hook
        doc = inspect.getdoc(specs[option.hook]) or ""
        assert f"option ``{option.name}``" in doc and "None" in doc, option.hook
        assert inspect.signature(specs[option.hook]).return_annotation.endswith("| None")
        assert option.default in [v.value for v in bigtwo.option_values(option.name)]
    for name in ("bigtwo_variants", "bigtwo_option_values"):
        assert inspect.getdoc(specs[name])
