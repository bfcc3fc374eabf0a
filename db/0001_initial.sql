-- riichi-tutor progress database, schema version 1.
--
-- Applied on open by tutor/store/database.py (one sqlite-utils migration per file in
-- db/, in file-name order; PRAGMA user_version then holds the number of the newest).
-- Times are UTC ISO 8601 text with a fixed width ("2026-11-21T18:30:00.123Z"), so
-- they sort as text; only attempts.answered_at, the one in every attempt, is an
-- integer (milliseconds since 1970 UTC), shown as text by the attempt_log view. JSON columns hold JSON text. A skill is a plain identifier
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

-- How situation texts are packed. Codec 1: zlib (deflate) with this preset dictionary
-- of words common in situation files; a codec never changes once released, and the
-- dictionary lives here so that the file can always be read on its own.
CREATE TABLE codecs (
    id INTEGER PRIMARY KEY,
    method TEXT NOT NULL,
    dictionary BLOB NOT NULL
);
INSERT INTO codecs (id, method, dictionary) VALUES (1, 'zlib with preset dictionary',
CAST('# S is in riichi and W discards the winning tile; furiten after passing a ron.
ruleset = "tenhou"
ruleset = "mahjong-soul"
round = "S1"
round = "E2"
round = "E1"
honba = 0
riichi_sticks = 0
riichi_sticks = 1
scores = { E = 25000, S = 25000, W = 25000, N = 25000 }
dora_indicators = ["1z"]
kan_dora_indicators = ["7s"]
ura_dora_indicators = ["2m"]
live_wall = 70
live_wall = 40
events = """
N draw ?
N discard 9p
N chi 1s 23s
N pon 5z
N daiminkan 
N ankan 
N kakan 
N ron
N tsumo
N riichi 
W draw ?
W discard 1m       # S does not ron
W pon 
W chi 
W riichi 
W ron
S draw 4m
S discard 7p
S riichi 7z        # S: in riichi, waiting
S ankan 
S kakan 
S tsumo
S ron
E draw ?
E discard 1z
E draw ?
E discard 3z
E riichi 
E kyuushu
"""

[hands]
E = "123m456p789s1122z"
S = "23m456p789p123s55s"
W = "11m"
N = "19m19p19s1234567z"

[rules]
ippatsu = false
kan_after_riichi = "waits"

[question]
ask = "riichi_allowed"
ask = "ankan_allowed"
ask = "ron_allowed"
ask = "tsumo_allowed"
ask = "furiten"
ask = "ippatsu"
ask = "double_riichi"
ask = "abortive_draw"
ask = "win"
seat = "E"
seat = "S"
tile = "4m"

[expect]
answer = true
answer = false
answer_is_null = true
yaku_include = ["riichi", "ippatsu", "menzen_tsumo"]
yaku_exclude = ["haitei"]
why = "S passed on a winning tile, so S is in temporary furiten until S''s next discard; the riichi furiten lasts for the rest of the hand."
source = "seed 001_"
' AS BLOB));

-- Situation files (TOML), stored once each and shared by every attempt on them.
-- body is the text packed by its codec: read it with `riichi-tutor export`.
CREATE TABLE situations (
    id INTEGER PRIMARY KEY,
    sha256 BLOB NOT NULL UNIQUE,            -- SHA-256 of the UTF-8 text, first 16 bytes
    codec INTEGER NOT NULL REFERENCES codecs(id),
    size INTEGER NOT NULL,                  -- bytes of the text before packing
    body BLOB NOT NULL
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
    answered_at INTEGER NOT NULL            -- milliseconds since 1970 UTC (views show it as text)
);
CREATE INDEX attempts_by_learner ON attempts(learner_id);

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
    due TEXT NOT NULL,                      -- copied from fsrs_card, for the index
    reviews INTEGER NOT NULL DEFAULT 0,
    lapses INTEGER NOT NULL DEFAULT 0,
    fsrs_card TEXT NOT NULL                 -- JSON read by fsrs Card.from_json()
);
CREATE UNIQUE INDEX review_cards_skill
    ON review_cards(learner_id, skill) WHERE situation_id IS NULL;
CREATE UNIQUE INDEX review_cards_question
    ON review_cards(learner_id, situation_id, ask, seat, coalesce(tile, ''), ruleset)
    WHERE situation_id IS NOT NULL;
CREATE INDEX review_cards_due ON review_cards(learner_id, due);

-- Views for reading with ordinary tools (datasette PATH, sqlite3, spreadsheets).
CREATE VIEW attempt_log AS
SELECT a.id, l.name AS learner, a.session_id,
       strftime('%Y-%m-%dT%H:%M:%fZ', a.answered_at / 1000.0, 'unixepoch') AS answered_at,
       a.skill, a.ask, a.seat,
       a.tile, a.answer, a.correct_answer, a.correct, a.reasons, a.time_ms, a.ruleset,
       a.seed, a.situation_id
FROM attempts a
JOIN learners l ON l.id = a.learner_id;

CREATE VIEW skill_progress AS
SELECT l.name AS learner, st.skill, st.attempts, st.correct,
       round(1.0 * st.correct / st.attempts, 3) AS accuracy,
       st.total_time_ms / st.attempts AS mean_time_ms, st.recent, st.first_at, st.last_at
FROM skill_stats st
JOIN learners l ON l.id = st.learner_id;

CREATE VIEW review_schedule AS
SELECT l.name AS learner, c.id AS card_id, c.skill,
       CASE WHEN c.situation_id IS NULL THEN 'skill' ELSE 'situation' END AS kind,
       c.ask, c.seat, c.tile, c.ruleset, c.due, c.reviews, c.lapses,
       json_extract(c.fsrs_card, '$.stability') AS stability,
       json_extract(c.fsrs_card, '$.difficulty') AS difficulty,
       json_extract(c.fsrs_card, '$.last_review') AS last_review, c.situation_id
FROM review_cards c
JOIN learners l ON l.id = c.learner_id;
