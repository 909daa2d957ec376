"""``python -m bigtwo``: the same as the ``bigtwo`` command."""

from ._cli import main

raise SystemExit(main())
