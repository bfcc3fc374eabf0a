-- riichi-tutor progress database, schema version 3: classroom drills.
--
-- A drill itself is a row of `drills` (0001); its definition JSON says how to rebuild
-- its questions. These tables hold who takes it and what they answered. Read them with
-- `riichi-tutor drill report CODE`.

-- This file's own identity, made once when the step is applied. Merging results from
-- other files keeps apart students who come from different files by this id.
CREATE TABLE classroom_origin (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    origin TEXT NOT NULL
);
INSERT INTO classroom_origin (id, origin) VALUES (1, lower(hex(randomblob(8))));

-- One student taking one drill. origin is '' for a student who took it in this file,
-- else the origin id of the file the student's answers were merged from.
CREATE TABLE drill_students (
    id INTEGER PRIMARY KEY,
    drill_id INTEGER NOT NULL REFERENCES drills(id),
    name TEXT NOT NULL,
    origin TEXT NOT NULL DEFAULT '',
    pin_hash TEXT,                          -- optional personal PIN: "pbkdf2_sha256$rounds$salt$hash"
    joined_at TEXT NOT NULL,
    opened_index INTEGER,                   -- the question on screen now (for a time limit)
    opened_at INTEGER,                      -- when it was opened: milliseconds since 1970 UTC
    UNIQUE (drill_id, name, origin)
);

-- Every answer given in a drill; final: one per (student, question), never replaced.
-- answer is JSON in the question form's terms, null when the time ran out.
CREATE TABLE drill_answers (
    student_id INTEGER NOT NULL REFERENCES drill_students(id),
    question_index INTEGER NOT NULL CHECK (question_index >= 0),
    question_id TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
    time_ms INTEGER NOT NULL CHECK (time_ms >= 0),
    answered_at INTEGER NOT NULL,           -- milliseconds since 1970 UTC
    PRIMARY KEY (student_id, question_index)
) WITHOUT ROWID;

-- A teacher-paced drill's state: the question open to the class, and whether its answer
-- is shown. A student-paced drill has no row.
CREATE TABLE drill_runs (
    drill_id INTEGER PRIMARY KEY REFERENCES drills(id),
    open_index INTEGER NOT NULL DEFAULT 0,
    revealed INTEGER NOT NULL DEFAULT 0 CHECK (revealed IN (0, 1)),
    updated_at TEXT NOT NULL
);

-- The class and teacher PINs of `riichi-tutor serve`, stored hashed.
CREATE TABLE classroom_pins (
    role TEXT PRIMARY KEY CHECK (role IN ('class', 'teacher')),
    pin_hash TEXT NOT NULL
);

-- Each drill's questions as first built (JSON), so that the processes of a class read
-- them instead of each building them again. Only a cache: the definition builds the
-- same questions on any machine.
CREATE TABLE drill_questions (
    drill_id INTEGER NOT NULL REFERENCES drills(id),
    position INTEGER NOT NULL CHECK (position >= 0),
    question TEXT NOT NULL,
    PRIMARY KEY (drill_id, position)
) WITHOUT ROWID;
