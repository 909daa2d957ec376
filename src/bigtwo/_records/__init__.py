"""Layer 6, records of a game: scoring, deal codes, games from codes, matches, saved games,
and the rules as documents."""
