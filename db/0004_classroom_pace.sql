-- riichi-tutor progress database, schema version 4: a teacher's pace, closed answers,
-- personal PINs that cannot be borrowed.
--
-- A teacher-paced drill starts in a lobby (opened_at is null) until the teacher opens
-- question 1; each opening stamps opened_at, from which every screen computes the same
-- deadline. Answers to a question close when the teacher reveals it, moves on, or its
-- time runs out; finished marks the end of the drill, when students see the class
-- result (with the anonymous leaderboard if the teacher turned it on).
ALTER TABLE drill_runs ADD COLUMN opened_at INTEGER;            -- ms since 1970 UTC; null: lobby
ALTER TABLE drill_runs ADD COLUMN finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1));
ALTER TABLE drill_runs ADD COLUMN leaderboard INTEGER NOT NULL DEFAULT 0
    CHECK (leaderboard IN (0, 1));

-- Names are one student whatever their case: "Fay" and "fay" sign in as the same person.
-- The key of a name is its case-folded form (made by the tutor, kept beside the name
-- as first typed); older rows get SQLite's lower(), which folds ASCII names the same way.
ALTER TABLE drill_students ADD COLUMN name_key TEXT;
UPDATE drill_students SET name_key = lower(name);
CREATE INDEX drill_students_key ON drill_students (drill_id, name_key, origin);
