-- Analytics (issue 24): whether share-link viewers' page views and events go to the analytics
-- service, when one is configured. Off unless the organisation says so.
ALTER TABLE organisations
  ADD COLUMN share_viewer_analytics boolean NOT NULL DEFAULT false;

-- Waymark's own usage figures, per organisation and (UTC) day: maps viewed and tiles served.
-- Each api process adds what it counted in memory, in one upsert every few seconds, so a tile
-- costs no write. No change-notice trigger: no cached answer depends on these.
CREATE TABLE usage_counters (
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  day             date NOT NULL,
  metric          text NOT NULL CHECK (metric IN ('map_views', 'tiles')),
  value           bigint NOT NULL CHECK (value >= 0),
  PRIMARY KEY (organisation_id, day, metric)
);

-- Who made an authenticated request on a day, once per organisation they belong to: the day's
-- active users are counted distinct, whichever process saw them. No reference to users: a
-- deleted account still counted on the days it was active.
CREATE TABLE usage_active_users (
  organisation_id integer NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  day             date NOT NULL,
  user_id         integer NOT NULL,
  PRIMARY KEY (organisation_id, day, user_id)
);
