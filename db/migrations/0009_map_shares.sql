-- Map shares (spec section 1, 3 MapShare, 7): expiring, optionally bounded, revocable links to
-- one map for viewers without an account. Tokens are stored only as SHA-256 digests; the first
-- characters are kept to recognise a share in the settings.

CREATE TABLE map_shares (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  map_id          integer NOT NULL REFERENCES maps (id) ON DELETE CASCADE,
  token_hash      bytea NOT NULL UNIQUE,
  token_prefix    text NOT NULL,
  expiry          timestamptz NOT NULL,
  bounds          double precision[] CHECK (bounds IS NULL OR cardinality(bounds) = 4),
  note            text NOT NULL DEFAULT '',
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  revoked_at      timestamptz,
  -- Use, written in batches by the api processes (see MapShareUsage).
  first_used_at   timestamptz,
  last_used_at    timestamptz,
  request_count   bigint NOT NULL DEFAULT 0
);

CREATE INDEX map_shares_organisation ON map_shares (organisation_id, created_at DESC);
CREATE INDEX map_shares_map ON map_shares (map_id);

-- The distinct clients of a share (a digest of address and browser), for its use figures.
CREATE TABLE map_share_clients (
  share_id    integer NOT NULL REFERENCES map_shares (id) ON DELETE CASCADE,
  client_hash bytea NOT NULL,
  first_seen  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (share_id, client_hash)
);

-- What decides whether a token opens a map is cached per process: changes are announced. Use
-- figures are bookkeeping and announce nothing.
CREATE TRIGGER waymark_notify_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF token_hash, map_id, organisation_id, expiry, bounds, revoked_at ON map_shares
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_notify_change();
