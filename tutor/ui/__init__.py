"""The Textual tutor (a thin shell): ``app.py`` builds the app (``create_app``), ``screens/``
holds home, drill, summary, reference, progress, settings and help, ``widgets/`` the
tiles, hand, rivers, timeline, answer list, explanation and key bar. ``table_view`` and
``drill_session`` are plain Python: what the table shows, and a drill's bookkeeping
through the store."""
