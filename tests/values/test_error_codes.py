"""Every error the library raises on purpose has a code of its own family and a message in
every language: the raises of the source read against the table of codes, and the table itself."""

from __future__ import annotations

import ast
import pickle
from pathlib import Path

import pytest

import bigtwo
from bigtwo._values import errors as error_types
from bigtwo._values.errortexts import ERROR_CODES, TEXTS
from bigtwo._values.texts import CATALOGUE, LANGUAGES
from bigtwo.players import PlayerError
from tests.support.paths import ROOT

PACKAGE = ROOT / "src" / "bigtwo"
FAMILIES: dict[str, type[BaseException]] = {
    name: getattr(error_types, name)
    for name in error_types.__all__
    if isinstance(getattr(error_types, name), type) and issubclass(getattr(error_types, name), BaseException)
}
FAMILIES["PlayerError"] = PlayerError
PARTS = sorted({path.relative_to(PACKAGE).parts[0] for path in PACKAGE.glob("*/*.py")})


def _raises(path: Path) -> list[tuple[int, str, ast.Call]]:
    """Every call of a family in one module (``raise InvalidCards(...)``, ``error = GameError(...)``)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name in FAMILIES:  # InvalidCards(...), bigtwo.GameError(...), errors.RulesError(...)
            found.append((node.lineno, name, node))
    return found


@pytest.mark.parametrize("part", PARTS)
def test_every_raise_names_a_code_of_its_family(part: str) -> None:
    """``raise InvalidCards("unknown-card", ...)``: a literal code, filed under the class raised."""
    problems = []
    for path in sorted((PACKAGE / part).rglob("*.py")):
        for line, family, call in _raises(path):
            if family == "IllegalPlay":  # raised with a Reason, which has its own codes
                continue
            where = f"{path.relative_to(ROOT)}:{line}"
            first = call.args[0] if call.args else None
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                problems.append(f"{where}: {family} without a literal code")
            elif first.value not in ERROR_CODES:
                problems.append(f"{where}: unknown code {first.value!r}")
            elif not issubclass(FAMILIES[family], FAMILIES[ERROR_CODES[first.value]]):
                problems.append(f"{where}: {first.value!r} is a code of {ERROR_CODES[first.value]}, not {family}")
            elif len(call.args) > 1:
                problems.append(f"{where}: the fields of a message are given by keyword")
    assert not problems, "\n".join(problems)


def test_the_top_modules_raise_with_codes_too() -> None:
    problems = []
    for path in sorted(PACKAGE.glob("*.py")):
        for line, family, call in _raises(path):
            first = call.args[0] if call.args else None
            if family != "IllegalPlay" and not (isinstance(first, ast.Constant) and first.value in ERROR_CODES):
                problems.append(f"{path.name}:{line}")
    assert not problems


def test_every_code_is_a_family_of_the_library_and_has_both_languages() -> None:
    for code, (family, *templates) in TEXTS.items():
        assert family in FAMILIES, code
        assert code == code.lower() and " " not in code and code.strip("-") == code, code
        assert len(templates) == len(LANGUAGES) and all(t.strip() for t in templates), code
        key = f"error.{code}"
        assert key in CATALOGUE
        assert len(set(CATALOGUE.fields(key).values())) == 1, f"{code}: different fields per language"


def test_every_code_is_raised_somewhere() -> None:
    """No code is listed for nothing: each appears as a literal in the source."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py") if "errortexts" not in p.parts)
    unused = [code for code in ERROR_CODES if f'"{code}"' not in source]
    assert not unused, unused


def test_an_error_pickles_with_its_code_and_fields() -> None:
    with pytest.raises(bigtwo.errors.InvalidCards) as info:
        bigtwo.cards("3D 9Z")
    again = pickle.loads(pickle.dumps(info.value))
    assert type(again) is type(info.value)
    error = info.value
    assert (again.code, again.detail, again.message("es")) == (error.code, error.detail, error.message("es"))


def test_an_error_made_with_free_text_still_reads() -> None:
    """Code outside the library may raise one with an English sentence; it is shown as written."""
    error = bigtwo.errors.GameError("the table is closed")
    assert error.code == "unexplained"
    assert str(error) == error.message("es") == "the table is closed"


def test_a_message_is_refused_in_an_unknown_language() -> None:
    with pytest.raises(bigtwo.errors.InvalidCards) as info:
        bigtwo.cards("1X")
    with pytest.raises(bigtwo.errors.UnknownLanguage) as unknown:
        info.value.message("fr")
    assert unknown.value.code == "unknown-language"
