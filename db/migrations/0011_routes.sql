-- Along a line: chainage and mile-posts (issue 16).
--
-- A layer of lines (an alignment, a track centreline) can be a route: the map search then reads
-- 'km 3+200', 'MP 12.25' or '12 m 40 ch' as a place along it, and its popups give the chainage
-- at the clicked point. The measure is the length along the line from its start (metres on the
-- ground, not in Web Mercator), in kilometres or miles, plus the start offset; the route's name
-- ('ML', 'DOK') is the value of its name field, when it has one.
ALTER TABLE layers
  ADD COLUMN route_enabled      boolean NOT NULL DEFAULT false,
  ADD COLUMN route_name_field   text,
  ADD COLUMN route_unit         text NOT NULL DEFAULT 'km' CHECK (route_unit IN ('km', 'mi')),
  ADD COLUMN route_start_offset double precision NOT NULL DEFAULT 0
    CHECK (route_start_offset BETWEEN -1000000 AND 1000000);

