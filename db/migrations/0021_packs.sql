-- Offline packs (issue 28): a map, or a share's view of it, written as one PMTiles archive per
-- layer and kind for an area and a zoom range. Archives are shared between packs: a pack of
-- unchanged layers reuses what an earlier one built.

CREATE TABLE pack_archives (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  layer_id        integer NOT NULL REFERENCES layers (id) ON DELETE CASCADE,
  -- A share's view: clipped to its bounds, and never handed to the organisation's packs.
  share_id        integer REFERENCES map_shares (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('vector', 'raster', 'terrain')),
  data_version    integer NOT NULL,
  -- What else draws the tiles (bounds after a share's clip, sub-layers, zoom range, relief):
  -- an archive is reused only while all of it is unchanged.
  fingerprint     text NOT NULL,
  zoom_min        smallint NOT NULL CHECK (zoom_min BETWEEN 0 AND 22),
  zoom_max        smallint NOT NULL CHECK (zoom_max BETWEEN 0 AND 22),
  -- [west, south, east, north] in degrees: the pack's area within the layer's.
  area            double precision[] NOT NULL CHECK (cardinality(area) = 4),
  status          text NOT NULL DEFAULT 'queued'
                    CHECK (status IN ('queued', 'building', 'ready', 'error')),
  progress        smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  tiles           integer NOT NULL DEFAULT 0,
  bytes           bigint,
  storage_key     text,
  -- Of the stored file (backups check it, as they check every stored file's).
  sha256          text,
  error_code      integer,
  error_detail    text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (zoom_max >= zoom_min)
);
-- One live archive per content: concurrent packs of the same layers meet on it. A failed one
-- does not count, so that the next pack builds it again.
CREATE UNIQUE INDEX pack_archives_content_key
  ON pack_archives (layer_id, kind, data_version, fingerprint, zoom_min, zoom_max, area, share_id)
  NULLS NOT DISTINCT WHERE status <> 'error';
CREATE INDEX pack_archives_organisation ON pack_archives (organisation_id);
CREATE INDEX pack_archives_share ON pack_archives (share_id) WHERE share_id IS NOT NULL;

CREATE TABLE packs (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  map_id          integer NOT NULL REFERENCES maps (id) ON DELETE CASCADE,
  share_id        integer REFERENCES map_shares (id) ON DELETE CASCADE,
  -- Null for a share viewer's pack (no user), and once its creator's account is gone.
  created_by      integer REFERENCES users (id) ON DELETE SET NULL,
  bbox            double precision[] NOT NULL CHECK (cardinality(bbox) = 4),
  zoom_min        smallint NOT NULL CHECK (zoom_min BETWEEN 0 AND 22),
  zoom_max        smallint NOT NULL CHECK (zoom_max BETWEEN 0 AND 22),
  attachments     boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (zoom_max >= zoom_min)
);
CREATE INDEX packs_map ON packs (map_id, created_at DESC);
CREATE INDEX packs_share ON packs (share_id) WHERE share_id IS NOT NULL;

CREATE TABLE pack_archive_links (
  pack_id    integer NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
  archive_id integer NOT NULL REFERENCES pack_archives (id) ON DELETE CASCADE,
  -- The order of the map's layers when the pack was made.
  position   integer NOT NULL,
  PRIMARY KEY (pack_id, archive_id)
);
CREATE INDEX pack_archive_links_archive ON pack_archive_links (archive_id);

-- The key signed archive URLs are made with, when PACK_URL_SECRET is not set: made once, at
-- random, and shared by every process of the install (a CDN may hold URLs signed by any).
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  secret     bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
