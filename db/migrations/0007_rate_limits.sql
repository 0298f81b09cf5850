-- Attempt counters shared by every api process (login failures, password-reset requests,
-- share-token failures): an attacker cannot multiply a limit by the number of processes.
-- One row per key and window; expired rows are removed as new ones are written.

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);

CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
