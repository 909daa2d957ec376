"""Layer 8, the command line: ``bigtwo`` and its subcommands (``bigtwo play`` is in `bigtwo.play`)."""
