-- The 3D view (issue 26): the DTM layer a map's terrain stands on when it is on; otherwise (and
-- when null) the top DTM layer that is on. A deleted layer leaves the choice empty.
ALTER TABLE maps
  ADD COLUMN terrain_layer_id integer REFERENCES layers (id) ON DELETE SET NULL;
