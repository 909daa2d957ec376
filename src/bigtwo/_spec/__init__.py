"""The plugin API layer (see docs/architecture.md): the hook specifications, the rule components a
hook returns, the built-in options, and the scoring types and helpers. Public as
`bigtwo.plugin`."""
