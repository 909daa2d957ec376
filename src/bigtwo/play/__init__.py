"""`bigtwo play`: seed 000's game in the terminal (the `play` extra), built on the public API only."""
