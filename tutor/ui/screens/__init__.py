"""The tutor's screens: home, drill, summary, reference, progress, settings, help."""
