"""riichi-tutor: a terminal tutor for the situational rules of Riichi Mahjong."""

__version__ = "0.1.0"
