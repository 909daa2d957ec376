"""The game layer (see docs/architecture.md): actions, the frozen `GameState`, dealing, the engine
that checks and applies an action, legal moves and hints, and a seat's view. Pure functions of
``(state, action)``."""
