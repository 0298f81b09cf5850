-- Vector tiles shared by every api process (issue 29): tiles that take PostGIS long to make,
-- kept by a key of everything their bytes depend on (the layer's data version among it).
-- UNLOGGED: a cache, not data — no WAL, emptied after a crash, left out of backups.

CREATE UNLOGGED TABLE vector_tile_cache (
  key text PRIMARY KEY,
  layer_id integer NOT NULL REFERENCES layers (id) ON DELETE CASCADE,
  data_version integer NOT NULL,
  tile bytea NOT NULL,
  made_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX vector_tile_cache_layer ON vector_tile_cache (layer_id, data_version);
CREATE INDEX vector_tile_cache_made_at ON vector_tile_cache (made_at);
