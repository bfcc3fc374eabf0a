-- riichi-tutor progress database, schema version 5: the learner's own games.
--
-- `riichi-tutor import FILE...` reads game logs (tenhou.net/6 JSON, mjlog XML, mjai) and
-- keeps each game once per learner (its digest is a hash of the log's content, so the
-- same file imported twice adds nothing), what the engine found different from the
-- log, and the rule moments of the learner's seat cut from it as questions. Answers
-- to those questions are ordinary attempts (0001), found by the situation text.

CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    digest TEXT NOT NULL,
    format TEXT NOT NULL,              -- tenhou6, mjlog or mjai
    source TEXT NOT NULL,              -- the file name as it was given
    title TEXT NOT NULL DEFAULT '',
    players TEXT NOT NULL DEFAULT '[]', -- JSON list of the players' names, by seat
    seat INTEGER NOT NULL,             -- the learner's seat (player index of the log)
    ruleset TEXT NOT NULL,
    hands INTEGER NOT NULL,
    compared INTEGER NOT NULL DEFAULT 0, -- records of the log compared with the engine
    differences TEXT NOT NULL DEFAULT '[]', -- JSON list of sentences
    link TEXT,                         -- the game in Tenhou's viewer, when one was made
    imported_at TEXT NOT NULL,
    UNIQUE (learner_id, digest)
);

CREATE TABLE IF NOT EXISTS game_moments (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    hand INTEGER NOT NULL,             -- 0-based hand of the game
    event INTEGER NOT NULL,            -- event lines before the moment
    kind TEXT NOT NULL,                -- furiten, passed_win, riichi, kan_in_riichi, ...
    ask TEXT NOT NULL,
    situation TEXT NOT NULL,           -- the moment as a situation file, only the learner's hand shown
    answer TEXT NOT NULL,              -- the engine's answer, JSON
    UNIQUE (game_id, hand, event, kind)
);
CREATE INDEX IF NOT EXISTS game_moments_by_game ON game_moments(game_id, hand, event);

-- Which player in a log is the learner: the names (or the seat) they picked with --me.
CREATE TABLE IF NOT EXISTS game_identities (
    learner_id INTEGER NOT NULL REFERENCES learners(id),
    name TEXT NOT NULL,                -- a player name, or '#N' for the seat N
    PRIMARY KEY (learner_id, name)
);
