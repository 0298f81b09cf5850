-- Value rasters drawn as values (issue 23): a DTM as relief (hillshade and a hypsometric ramp),
-- an elevation change with a diverging ramp. Set at ingest for a single-band float or 16-bit
-- raster, changeable in the layer form; the ramp and its range are the layer's.

ALTER TABLE layers
  ADD COLUMN raster_kind text CHECK (raster_kind IN ('image', 'elevation', 'difference')),
  ADD COLUMN relief jsonb;

-- The least and greatest valid value of a raster file's COG (from its overviews): the default
-- range of its layer's ramp and legend.
ALTER TABLE layer_files
  ADD COLUMN value_range double precision[] CHECK (value_range IS NULL OR cardinality(value_range) = 2);
