"""Layer 3, rules: the built-in plugins, the plugin registry and managers, the compilation of
hook answers into tables, and `RuleSet`. Building a rule set is the only place plugins are called."""
