"""``python -m bigtwo``: the same as the ``bigtwo`` command."""

from .cli import main

raise SystemExit(main())
