-- Layers, their files and features; map ↔ layer attachment.
CREATE TABLE layers (
  id                   serial PRIMARY KEY,
  organisation_id      integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  owner_id             integer REFERENCES users (id) ON DELETE SET NULL,
  name                 text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  description          text NOT NULL DEFAULT '',
  attribution          text NOT NULL DEFAULT '',
  type                 text,
  visibility           text NOT NULL DEFAULT 'OWN' CHECK (visibility IN ('OWN', 'ORG')),
  file_list_visibility text NOT NULL DEFAULT 'ALL'
                       CHECK (file_list_visibility IN ('ALL', 'GEOSPATIAL', 'ATTACHMENT', 'NONE')),
  attachment_field     text,
  search_field         text,
  attributes           text[] NOT NULL DEFAULT '{}',
  sub_layers           text[] NOT NULL DEFAULT '{}',
  available_sub_layers text[] NOT NULL DEFAULT '{}',
  zoom_min             smallint NOT NULL DEFAULT 0 CHECK (zoom_min BETWEEN 0 AND 22),
  zoom_max             smallint NOT NULL DEFAULT 21 CHECK (zoom_max BETWEEN 0 AND 22),
  mini_popup_on_hover  boolean NOT NULL DEFAULT false,
  mini_popup_fields    text[] NOT NULL DEFAULT '{}',
  legend_enabled       boolean NOT NULL DEFAULT false,
  style                jsonb,
  label                jsonb,
  popup                text NOT NULL DEFAULT '',
  popup_type           text NOT NULL DEFAULT 'vue-template',
  bounds               double precision[],
  extent               double precision[],
  -- Bumped whenever features or files change: part of tile ETags.
  data_version         integer NOT NULL DEFAULT 0,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (zoom_max >= zoom_min)
);
CREATE INDEX layers_organisation_idx ON layers (organisation_id);

CREATE TABLE map_layers (
  map_id   integer NOT NULL REFERENCES maps (id) ON DELETE CASCADE,
  layer_id integer NOT NULL REFERENCES layers (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (map_id, layer_id)
);
CREATE INDEX map_layers_layer_idx ON map_layers (layer_id);

-- Every stored file of a layer: uploaded sources and their companions, attachments, and the
-- derived files processing writes (COGs).
CREATE TABLE layer_files (
  id           serial PRIMARY KEY,
  layer_id     integer NOT NULL REFERENCES layers (id) ON DELETE CASCADE,
  parent_id    integer REFERENCES layer_files (id) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('source', 'companion', 'attachment', 'derived')),
  file_type    text,
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 1024),
  storage_key  text NOT NULL,
  size         bigint NOT NULL,
  sha256       text NOT NULL,
  content_type text,
  epsg         integer,
  -- Attachments: to every feature, to features whose link_field (default: the layer's
  -- attachment_field) equals link_value, or to one feature (fid).
  attach_all   boolean NOT NULL DEFAULT false,
  link_field   text,
  link_value   text,
  fid          bigint,
  status       text NOT NULL DEFAULT 'ready' CHECK (status IN ('queued', 'processing', 'ready', 'error')),
  progress     smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  error_code   smallint,
  error_detail text,
  feature_count integer,
  -- What processing found in the file: its attribute names and CAD sub-layers, and its
  -- extent in EPSG:4326. The layer's own lists are the union over its files.
  attributes   text[] NOT NULL DEFAULT '{}',
  sub_layers   text[] NOT NULL DEFAULT '{}',
  bounds       double precision[],
  uploaded_by  integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX layer_files_layer_idx ON layer_files (layer_id);
CREATE INDEX layer_files_parent_idx ON layer_files (parent_id);
CREATE INDEX layer_files_sha_idx ON layer_files (sha256);

-- Features: partitioned by layer, and each layer's partition by source file, so that loading a
-- file builds a new table off-line and swaps it in (attach) in one short transaction, and
-- deleting a layer or file drops tables instead of deleting rows. Small direct inserts (360°
-- photos) go to each layer's default partition.
CREATE SEQUENCE features_fid_seq;
CREATE TABLE features (
  layer_id   integer NOT NULL,
  file_id    integer NOT NULL,
  fid        bigint NOT NULL,
  sub_layer  text,
  properties jsonb NOT NULL DEFAULT '{}',
  geom       geometry(Geometry, 3857) NOT NULL
) PARTITION BY LIST (layer_id);
CREATE INDEX features_geom_idx ON features USING gist (geom);
CREATE INDEX features_fid_idx ON features (fid);
