-- Two-factor sign-in (TOTP, RFC 6238) for password accounts.
--
-- A user's second factor: the shared secret, sealed with SECRETS_KEY (AES-256-GCM, purpose
-- 'totp'; see apps/api/src/lib/secret-box.ts), so that a copy of the database alone computes no
-- code. It is on once confirmed with a first code; until then a new set-up replaces it. The time
-- step of the last code accepted is kept: a code is accepted once, and never one of an earlier
-- step (a code seen over a shoulder or in a log cannot be replayed).
CREATE TABLE user_second_factors (
  user_id        integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed  text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  confirmed_at   timestamptz,
  last_used_step bigint
);

-- Ten recovery codes per confirmed factor, shown once: stored only as SHA-256 digests of their
-- normalised text; each signs in once.
CREATE TABLE user_recovery_codes (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES user_second_factors (user_id) ON DELETE CASCADE,
  code_hash  bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at    timestamptz,
  UNIQUE (user_id, code_hash)
);

-- An organisation may require a second factor of its password users: until they have one, their
-- sessions reach only their profile, sign-out and the set-up.
ALTER TABLE organisations
  ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;

-- Whether a session must set up its second factor is cached with its token (see
-- change-signal.ts): a factor confirmed or removed is announced. The last step used is
-- bookkeeping and announces nothing.
CREATE TRIGGER waymark_notify_change
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF confirmed_at ON user_second_factors
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_notify_change();
