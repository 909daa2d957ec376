"""``python -m bigtwo``: the same as the ``bigtwo`` command."""

from ._cli.main import main

raise SystemExit(main())
