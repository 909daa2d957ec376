"""The rules layer (see docs/architecture.md): the built-in plugins, the entry points of installed
plugins, the plugin manager and registry, the compilation of hook answers into tables, the probe
deals of scoring schemes, and `RuleSet` with its building and listings. Building a rule set is
the only place plugins are called."""
