"""Environments for training agents: PettingZoo and Gymnasium (the `rl` extra)."""
