-- Wrong PINs typed at a served classroom's sign-in, per name and per browser address,
-- for one run of `riichi-tutor serve` (a new run starts with none). The class and
-- teacher PINs themselves now belong to the running server (its environment), never to
-- the database, so that no other process can change or remove them.
CREATE TABLE signin_failures (
    run TEXT NOT NULL,
    scope TEXT NOT NULL CHECK (scope IN ('name', 'address')),
    key TEXT NOT NULL,
    failures INTEGER NOT NULL,
    last_at INTEGER NOT NULL,               -- milliseconds since 1970 UTC
    PRIMARY KEY (run, scope, key)
);
DROP TABLE classroom_pins;
