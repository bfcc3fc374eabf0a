"""The tutor's widgets: tile, hand, pond, timeline, answer list, explanation."""
