-- riichi-tutor progress database, schema version 2: per-learner settings.
--
-- The tutor keeps each learner's choices here (ruleset, tile style, theme, time limit)
-- and where an unfinished drill stands, so that a restart resumes it. Values are JSON
-- text; what a key means is the tutor's business (tutor/store/settings.py lists them).
CREATE TABLE learner_settings (
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    key TEXT NOT NULL,
    value TEXT NOT NULL,                    -- JSON
    updated_at TEXT NOT NULL,
    PRIMARY KEY (learner_id, key)
) WITHOUT ROWID;
