-- Opening the data to desktop GIS tools (issue 14).
--
-- Personal access keys for desktop GIS tools (QGIS, ArcGIS Pro, GDAL), which cannot run the
-- sign-in: read-only, expiring, revocable. Like auth tokens, a key is stored only as the
-- SHA-256 digest of what the client holds; its first characters are kept to tell keys apart.

CREATE TABLE access_keys (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  key_hash     bytea NOT NULL UNIQUE,
  key_prefix   text NOT NULL,
  -- The one scope there is: a key reads, never writes (enforced for every route by the auth
  -- plugin). Kept as a column so that the rule is visible in the data.
  scope        text NOT NULL DEFAULT 'read' CHECK (scope IN ('read')),
  expires_at   timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz,
  revoked_by   integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX access_keys_user ON access_keys (user_id, created_at DESC);

-- Who a key belongs to is cached per process (see change-signal.ts): changes are announced.
-- Its last use is bookkeeping and announces nothing.
CREATE TRIGGER waymark_notify_change
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF key_hash, user_id, expires_at, revoked_at ON access_keys
  FOR EACH STATEMENT EXECUTE FUNCTION waymark_notify_change();

-- OGC API – Features: a bbox given in a projected CRS, as an EPSG:3857 box for the GiST index.
-- The edges are densified before the transform (a projected box is not a box in Mercator);
-- coordinates outside the projection's domain make no box (NULL: nothing matches) instead of
-- an error.
CREATE FUNCTION waymark_box_to_3857(minx float8, miny float8, maxx float8, maxy float8, srid int)
RETURNS geometry LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN st_envelope(st_transform(
    st_segmentize(st_makeenvelope(minx, miny, maxx, maxy, srid), greatest(maxx - minx, maxy - miny) / 16),
    3857));
EXCEPTION WHEN OTHERS THEN
  RETURN NULL;
END
$$;
