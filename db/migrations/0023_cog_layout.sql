-- How a derived COG is laid out (issue 29): 'web' — imagery on the web's own tiles, one WebP
-- block per XYZ tile, sent without decoding; 'own' — its own grid (values: DEMs, differences).
-- NULL: written before layouts were recorded; `npm run waymark -- relayout-rasters` rewrites
-- those that hold imagery and records the others as 'own'.

ALTER TABLE layer_files ADD COLUMN cog_layout text CHECK (cog_layout IN ('web', 'own'));
