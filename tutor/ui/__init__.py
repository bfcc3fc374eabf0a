"""The Textual tutor (a thin shell): ``app.py`` builds the app (``create_app``), ``screens/``
holds home, drill, summary, reference, progress, settings and help, ``widgets/`` the
tiles, hand, rivers, timeline, answer list, explanation and key bar. ``table_view`` is plain
Python (what the table shows); a drill's bookkeeping is the core's
(:mod:`tutor.practice`), shared with the classroom."""
