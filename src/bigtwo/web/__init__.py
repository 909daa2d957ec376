"""`bigtwo serve`: the web game of "Big Two: how to play" in the browser (the `web` extra).

The game is the one of the rules page of a web game against three CPU players, and of
``bigtwo play``: this package reuses the terminal game's session and words
(``bigtwo.play._session``, ``bigtwo.play._labels``) and otherwise only the public API of `bigtwo`.
The server is the only place the rules run; the page (plain HTML, CSS and JavaScript in
``static/``, served by the package) shows what it is sent and sends what the player does.

Over HTTP: ``GET /`` (also ``/?code=CODE`` and ``/?table=ID``: the page reads its query) serves
the page, ``GET /static/...`` its files, ``GET /healthz`` answers ``ok``. One WebSocket per tab
at ``/ws``; every message is one JSON object with a ``type``:

- from the page: ``hello`` (``lang``, optional ``save``, ``settings``), ``explain``
  (``settings``), ``start`` (``settings``, optional ``code``), ``select`` and ``play``
  (``cards``: ``["9D", "9S"]``), ``pass``, ``hint``, ``redeal``, ``cpu`` (one CPU turn of a solo
  game: the page paces them), ``next``, ``lang`` (``lang``), ``invite``, ``join`` (``table``,
  optional ``token``);
- from the server: ``start-screen``, ``rules``, ``state`` (your seat's view only, from
  `bigtwo.view`, with the words of the game in the tab's language), ``selection``, ``hint``,
  ``invited``, ``joined``, and ``error`` (``code``, ``message``) for anything refused: the game
  is unchanged and the socket stays open. The page's ``labels`` come once per language (a
  message whose labels the tab already has carries ``labels: null``).

A solo game lives in its connection; its ``save`` (in every ``state``) is `bigtwo.dumps` of the
game sealed by the server (`bigtwo.web._saves`), which the page keeps in the browser's storage and
sends back in ``hello``. Shared tables (``invite``, ``join``) live in the server, which moves their
CPU players and keeps each in a file of its data folder (`bigtwo.web._tables`,
`bigtwo.web._hall`).

    pip install "bigtwo[web]"
    bigtwo serve --open
"""

from __future__ import annotations

from ._app import create_app, default_data_dir
from ._serve import serve

__all__ = ["create_app", "default_data_dir", "serve"]
