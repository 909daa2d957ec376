"""What several built-in variants share from one source: the worked example of Wikipedia in
Portuguese, "Big Two", which the pages of Dragon, Pusoy Dos and Taiwanese (its variants) show."""

from bigtwo.plugin import Localized, WorkedExample

__all__ = ["WIKIPEDIA_PT_SCORING"]

WIKIPEDIA_PT_SCORING = WorkedExample(
    source=Localized(en='Wikipedia in Portuguese, "Big Two"', es="Wikipedia en portugués, «Big Two»"),
    text=Localized(
        en=(
            "A (seat 0) wins, and B, C and D (seats 1, 2 and 3) hold 3, 11 and 13 cards: B loses 3, "
            "C 22 and D 39, and A collects 3 + 22 + 39 = 64."
        ),
        es=(
            "Gana A (asiento 0), y a B, C y D (asientos 1, 2 y 3) les quedan 3, 11 y 13 cartas: B pierde "
            "3, C 22 y D 39, y A cobra 3 + 22 + 39 = 64."
        ),
    ),
    hands=(
        "",
        "3D 4C 5H",
        "6D 6C 6H 7D 7C 7H 8D 8C 8H 9D 9C",
        "10D 10C 10H 10S JD JC JH JS QD QC QH QS KD",
    ),
    expected=((0, 64), (1, -3), (2, -22), (3, -39)),
)
"""3, 11 and 13 cards left: 3 + 22 + 39 = 64 to the winner."""
