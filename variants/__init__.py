"""The built-in variants of bigtwo, one plugin module each.

The top-level ``variants/`` folder is installed as the ``bigtwo.bundled`` package (not
``bigtwo.variants``: that name is the public function listing the registered variants). The
core registers each module by name (``bigtwo._rules.manager.BUILTIN_PLUGINS``), as pytest registers
its own plugins, so no install metadata is involved; in a source checkout the folder is found
beside ``src/``. Each module speaks the same hooks a third-party plugin does.
"""
