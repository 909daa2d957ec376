"""The values layer (see docs/architecture.md): cards, the shuffle, the exceptions, every sentence
in every language, and the fast constructors of frozen values. Nothing here knows a rule set;
everything above builds on it."""
