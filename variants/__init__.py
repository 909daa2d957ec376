"""The built-in variants of bigtwo, one module each.

Installed as the ``bigtwo.variants`` package and registered through the ``bigtwo.variants``
entry-point group, exactly as a third-party package registers its own; the core never imports
this package directly.
"""
