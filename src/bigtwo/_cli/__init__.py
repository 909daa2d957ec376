"""The command line layer (see docs/architecture.md): ``bigtwo`` and its subcommands (``bigtwo
play`` is in `bigtwo.play`)."""
