"""Layer 2, the plugin API: the hook specifications, the rule components a hook returns, the
built-in options, and the scoring types and helpers. Public as `bigtwo.plugin`."""
