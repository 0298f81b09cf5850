-- Markups (issue 27): findings drawn on a map, with a category, a status, an assignee, photos
-- and files, a thread of comments and the history of every change.

INSERT INTO permissions (codename, description) VALUES
  ('markups.add_markup', 'Can add markup'),
  ('markups.change_markup', 'Can change others'' markups'),
  ('markups.delete_markup', 'Can delete others'' markups');

-- Each organisation keeps its own list; a category in use is archived, never deleted.
CREATE TABLE markup_categories (
  id              serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  icon            text NOT NULL,
  position        integer NOT NULL DEFAULT 0,
  archived_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX markup_categories_name_key
  ON markup_categories (organisation_id, lower(name));

-- Every organisation starts with the four defaults, whoever creates it and however.
CREATE FUNCTION markup_default_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO markup_categories (organisation_id, name, icon, position) VALUES
    (NEW.id, 'Defect', 'defect', 0),
    (NEW.id, 'Observation', 'observation', 1),
    (NEW.id, 'Hazard', 'hazard', 2),
    (NEW.id, 'Question', 'question', 3);
  RETURN NEW;
END $$;
CREATE TRIGGER organisations_markup_categories AFTER INSERT ON organisations
  FOR EACH ROW EXECUTE FUNCTION markup_default_categories();
INSERT INTO markup_categories (organisation_id, name, icon, position)
  SELECT o.id, d.name, d.icon, d.position FROM organisations o
  CROSS JOIN (VALUES ('Defect', 'defect', 0), ('Observation', 'observation', 1),
                     ('Hazard', 'hazard', 2), ('Question', 'question', 3)) AS d (name, icon, position);

CREATE TABLE markups (
  id                serial PRIMARY KEY,
  organisation_id   integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  map_id            integer NOT NULL REFERENCES maps (id) ON DELETE CASCADE,
  geom              geometry (Geometry, 4326) NOT NULL
                      CHECK (GeometryType(geom) IN ('POINT', 'LINESTRING', 'POLYGON')),
  title             text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description       text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  category_id       integer NOT NULL REFERENCES markup_categories (id),
  status            text NOT NULL DEFAULT 'open'
                      CHECK (status IN ('open', 'in_progress', 'resolved', 'closed')),
  status_changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  assignee_id       integer REFERENCES users (id) ON DELETE SET NULL,
  due_date          date,
  feature_layer_id  integer REFERENCES layers (id) ON DELETE SET NULL,
  feature_fid       text CHECK (length(feature_fid) <= 200),
  survey_date       date,
  author_id         integer REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  version           integer NOT NULL DEFAULT 1
);
CREATE INDEX markups_map ON markups (map_id, created_at DESC);
CREATE INDEX markups_geom ON markups USING gist (geom);
CREATE INDEX markups_feature ON markups (feature_layer_id, feature_fid)
  WHERE feature_layer_id IS NOT NULL;
CREATE INDEX markups_assignee ON markups (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX markups_category ON markups (category_id);

CREATE TABLE markup_comments (
  id         serial PRIMARY KEY,
  markup_id  integer NOT NULL REFERENCES markups (id) ON DELETE CASCADE,
  author_id  integer REFERENCES users (id) ON DELETE SET NULL,
  -- A share link's viewer: the share, and the name they gave.
  share_id   integer REFERENCES map_shares (id) ON DELETE SET NULL,
  share_name text CHECK (length(share_name) <= 100),
  body       text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX markup_comments_markup ON markup_comments (markup_id, created_at);

CREATE TABLE markup_events (
  id         serial PRIMARY KEY,
  markup_id  integer NOT NULL REFERENCES markups (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('created', 'changed', 'commented', 'attached', 'detached')),
  at         timestamptz NOT NULL DEFAULT now(),
  actor_id   integer REFERENCES users (id) ON DELETE SET NULL,
  share_name text,
  changes    jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX markup_events_markup ON markup_events (markup_id, at);

CREATE TABLE markup_attachments (
  id            serial PRIMARY KEY,
  markup_id     integer NOT NULL REFERENCES markups (id) ON DELETE CASCADE,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  size          bigint NOT NULL,
  content_type  text NOT NULL,
  storage_key   text NOT NULL,
  thumbnail_key text,
  sha256        text NOT NULL,
  longitude     double precision,
  latitude      double precision,
  taken_at      timestamptz,
  author_id     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX markup_attachments_markup ON markup_attachments (markup_id);

ALTER TABLE map_shares
  ADD COLUMN markups text NOT NULL DEFAULT 'hidden' CHECK (markups IN ('hidden', 'read', 'comment'));

ALTER TABLE users
  ADD COLUMN markup_notices boolean NOT NULL DEFAULT true;

-- Every existing map offers the new control; its owner may take it away in the map's settings.
UPDATE maps SET controls = array_append(controls, 'markups')
  WHERE NOT ('markups' = ANY (controls));
