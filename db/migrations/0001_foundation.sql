-- Foundation: organisations, users, memberships, permissions, tokens, password resets,
-- host layouts, audit log, and the maps table that organisations point at.
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE users (
  id            serial PRIMARY KEY,
  email         text NOT NULL CHECK (length(email) <= 254),
  first_name    text NOT NULL DEFAULT '' CHECK (length(first_name) <= 150),
  last_name     text NOT NULL DEFAULT '' CHECK (length(last_name) <= 150),
  password_hash text,
  is_superuser  boolean NOT NULL DEFAULT false,
  is_active     boolean NOT NULL DEFAULT true,
  last_login    timestamptz,
  date_joined   timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE organisations (
  id          serial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  domain      text UNIQUE,
  alt_domains text[] NOT NULL DEFAULT '{}',
  layout      jsonb,
  map_id      integer,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisations_alt_domains_idx ON organisations USING gin (alt_domains);

CREATE TABLE memberships (
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  admin           boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, organisation_id)
);
CREATE INDEX memberships_organisation_idx ON memberships (organisation_id);

-- The catalogue of permission strings; later migrations insert new ones.
CREATE TABLE permissions (
  codename    text PRIMARY KEY,
  description text NOT NULL
);
INSERT INTO permissions (codename, description) VALUES
  ('layers.add_layer', 'Can add layer'),
  ('layers.change_layer', 'Can change layer'),
  ('layers.delete_layer', 'Can delete layer'),
  ('layers.upload', 'Can upload files to layers'),
  ('layers.upload_geodata', 'Can upload geospatial data'),
  ('maps.add_map', 'Can add map'),
  ('maps.change_map', 'Can change map'),
  ('maps.delete_map', 'Can delete map'),
  ('maps.add_mapshare', 'Can add map share'),
  ('maps.change_mapshare', 'Can change map share'),
  ('maps.delete_mapshare', 'Can delete map share'),
  ('users.add_user', 'Can add user'),
  ('users.change_user', 'Can change user'),
  ('users.delete_user', 'Can delete user'),
  ('organisations.add_organisation', 'Can add organisation'),
  ('organisations.change_organisation', 'Can change organisation'),
  ('profiles.impersonate', 'Can act as another user of the organisation');

CREATE TABLE user_permissions (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  permission text NOT NULL REFERENCES permissions (codename) ON DELETE CASCADE,
  PRIMARY KEY (user_id, permission)
);

-- Auth tokens are stored only as SHA-256 digests of the key the client holds.
CREATE TABLE auth_tokens (
  id                   serial PRIMARY KEY,
  key_hash             bytea NOT NULL UNIQUE,
  user_id              integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonated_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_used_at         timestamptz NOT NULL DEFAULT now(),
  revoked_at           timestamptz
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE password_resets (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE host_layouts (
  host       text PRIMARY KEY,
  layout     jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who did what, and as whom (impersonation).
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  actor_id    integer REFERENCES users (id) ON DELETE SET NULL,
  as_user_id  integer REFERENCES users (id) ON DELETE SET NULL,
  action      text NOT NULL,
  object_type text,
  object_id   text,
  details     jsonb NOT NULL DEFAULT '{}',
  ip          text,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id);

CREATE TABLE maps (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  owner_id        integer REFERENCES users (id) ON DELETE SET NULL,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  title           text NOT NULL DEFAULT '',
  description     text NOT NULL DEFAULT '',
  attribution     text NOT NULL DEFAULT '',
  zoom_min        smallint NOT NULL DEFAULT 0 CHECK (zoom_min BETWEEN 0 AND 22),
  zoom_max        smallint NOT NULL DEFAULT 21 CHECK (zoom_max BETWEEN 0 AND 22),
  visibility      text NOT NULL DEFAULT 'OWN' CHECK (visibility IN ('OWN', 'ORG')),
  controls        text[] NOT NULL DEFAULT '{}',
  files_list      boolean,
  minimap         text NOT NULL DEFAULT 'street-layer',
  bounds          double precision[],
  extent          double precision[],
  bg_layer        text NOT NULL DEFAULT 'street',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (zoom_max >= zoom_min)
);
CREATE INDEX maps_organisation_idx ON maps (organisation_id);

ALTER TABLE organisations
  ADD CONSTRAINT organisations_map_fk FOREIGN KEY (map_id) REFERENCES maps (id) ON DELETE SET NULL;
