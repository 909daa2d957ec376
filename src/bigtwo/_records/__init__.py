"""The records layer (see docs/architecture.md): scoring, deal codes, games from codes, matches,
saved games, and the rules as documents."""
