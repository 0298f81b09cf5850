-- A route's own M values (issue 16): a line's measure is its M values where the file has them,
-- else its length from its start (0011_routes.sql).
--
-- features.geom is 2D (vector tiles are), so the lines of a source layer whose geometries carry
-- M are kept here as well, with M, under the same fids: written by the file's load and replaced
-- with its features in one transaction (FeatureRepository.swapIn), gone with the file or the
-- layer. Files without M add no rows.
CREATE TABLE feature_measures (
  layer_id integer NOT NULL REFERENCES layers (id) ON DELETE CASCADE,
  file_id  integer NOT NULL REFERENCES layer_files (id) ON DELETE CASCADE,
  fid      bigint NOT NULL,
  geom     geometry(MultiLineStringM, 3857) NOT NULL,
  PRIMARY KEY (layer_id, fid)
);
CREATE INDEX feature_measures_file_idx ON feature_measures (file_id);
