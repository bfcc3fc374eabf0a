-- riichi-tutor progress database, schema version 1.
--
-- Applied on open by tutor/store/database.py (one sqlite-utils migration per file in
-- db/, in file-name order; PRAGMA user_version then holds the number of the newest).
-- Times are UTC ISO 8601 text with a fixed width ("2026-11-21T18:30:00.123456Z"), so
-- they sort as text. JSON columns hold JSON text. A skill is a plain identifier
-- chosen by the question bank (an ask such as "furiten", or "furiten.temporary").

-- Who practises: one row per learner name.
CREATE TABLE learners (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

-- Drills a teacher hands out (by code) so that a class answers the same questions.
CREATE TABLE drills (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL DEFAULT '',
    skills TEXT NOT NULL DEFAULT '[]',      -- JSON list of skill ids
    ruleset TEXT,
    seed INTEGER,
    definition TEXT NOT NULL DEFAULT '{}',  -- JSON: what the drill module needs to rebuild it
    created_at TEXT NOT NULL
);

-- One sitting: practice, review or a drill.
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    kind TEXT NOT NULL DEFAULT 'practice',
    drill_id INTEGER REFERENCES drills(id),
    started_at TEXT NOT NULL,
    ended_at TEXT
);
CREATE INDEX sessions_by_learner ON sessions(learner_id, started_at);

-- Situation files (TOML text), stored once each and shared by every attempt on them.
CREATE TABLE situations (
    id INTEGER PRIMARY KEY,
    sha256 TEXT NOT NULL UNIQUE,            -- hex digest of text, to find it again
    text TEXT NOT NULL
);

-- Every answer a learner gave.
CREATE TABLE attempts (
    id INTEGER PRIMARY KEY,
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    session_id INTEGER REFERENCES sessions(id),
    situation_id INTEGER NOT NULL REFERENCES situations(id),
    skill TEXT NOT NULL,
    ask TEXT NOT NULL,
    seat TEXT NOT NULL,
    tile TEXT,
    answer TEXT NOT NULL,                   -- JSON: the answer given
    correct_answer TEXT NOT NULL,           -- JSON: the judge's answer
    reasons TEXT NOT NULL DEFAULT '[]',     -- JSON list of the judge's reason codes
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    time_ms INTEGER NOT NULL CHECK (time_ms >= 0),
    ruleset TEXT NOT NULL,
    seed INTEGER,
    answered_at TEXT NOT NULL
);
CREATE INDEX attempts_by_learner ON attempts(learner_id);
CREATE INDEX attempts_by_learner_skill ON attempts(learner_id, skill);

-- Running totals per (learner, skill), updated with each attempt.
CREATE TABLE skill_stats (
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    skill TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0,
    total_time_ms INTEGER NOT NULL DEFAULT 0,
    recent TEXT NOT NULL DEFAULT '',        -- last outcomes, oldest first: '1' right, '0' wrong
    first_at TEXT NOT NULL,
    last_at TEXT NOT NULL,
    PRIMARY KEY (learner_id, skill)
) WITHOUT ROWID;

-- Running totals per (learner, reason code): how often a code explained an answer,
-- and how often the learner got that answer wrong.
CREATE TABLE reason_stats (
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    code TEXT NOT NULL,
    seen INTEGER NOT NULL DEFAULT 0,
    missed INTEGER NOT NULL DEFAULT 0,
    last_at TEXT NOT NULL,
    PRIMARY KEY (learner_id, code)
) WITHOUT ROWID;

-- Spaced-repetition cards (fsrs): one per (learner, skill) with situation_id NULL,
-- and one per missed question (learner, situation, ask, seat, tile, ruleset).
CREATE TABLE review_cards (
    id INTEGER PRIMARY KEY,
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    skill TEXT NOT NULL,
    situation_id INTEGER REFERENCES situations(id),
    ask TEXT,
    seat TEXT,
    tile TEXT,
    ruleset TEXT,
    state TEXT NOT NULL,                    -- learning / review / relearning
    due TEXT NOT NULL,
    stability REAL,
    difficulty REAL,
    reviews INTEGER NOT NULL DEFAULT 0,
    lapses INTEGER NOT NULL DEFAULT 0,
    last_review TEXT,
    fsrs_card TEXT NOT NULL                 -- JSON from fsrs Card.to_json()
);
CREATE UNIQUE INDEX review_cards_skill
    ON review_cards(learner_id, skill) WHERE situation_id IS NULL;
CREATE UNIQUE INDEX review_cards_question
    ON review_cards(learner_id, situation_id, ask, seat, coalesce(tile, ''), ruleset)
    WHERE situation_id IS NOT NULL;
CREATE INDEX review_cards_due ON review_cards(learner_id, due);

-- Views for reading with ordinary tools (datasette PATH, sqlite3, spreadsheets).
CREATE VIEW attempt_log AS
SELECT a.id, l.name AS learner, a.session_id, a.answered_at, a.skill, a.ask, a.seat,
       a.tile, a.answer, a.correct_answer, a.correct, a.reasons, a.time_ms, a.ruleset,
       a.seed, s.text AS situation
FROM attempts a
JOIN learners l ON l.id = a.learner_id
JOIN situations s ON s.id = a.situation_id;

CREATE VIEW skill_progress AS
SELECT l.name AS learner, st.skill, st.attempts, st.correct,
       round(1.0 * st.correct / st.attempts, 3) AS accuracy,
       st.total_time_ms / st.attempts AS mean_time_ms, st.recent, st.first_at, st.last_at
FROM skill_stats st
JOIN learners l ON l.id = st.learner_id;

CREATE VIEW due_reviews AS
SELECT l.name AS learner, c.id AS card_id, c.skill,
       CASE WHEN c.situation_id IS NULL THEN 'skill' ELSE 'situation' END AS kind,
       c.ask, c.seat, c.tile, c.ruleset, c.due, c.state, c.reviews, c.lapses,
       s.text AS situation
FROM review_cards c
JOIN learners l ON l.id = c.learner_id
LEFT JOIN situations s ON s.id = c.situation_id;
