"""The built-in variants of bigtwo, one module each.

The top-level ``variants/`` folder is installed as the ``bigtwo.bundled`` package (not
``bigtwo.variants``: that name is the public function listing the registered variants, and a
subpackage of the same name would replace it the moment it is imported). Each module is
registered through the ``bigtwo.variants`` entry-point group, exactly as a third-party package
registers its own; the core never imports this package directly.
"""
