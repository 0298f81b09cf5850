-- Offline packs made with their features' attachments (issue 28): per vector layer, one more
-- archive, a ZIP of the files attached to the features in the pack's area and a manifest of them.

ALTER TABLE pack_archives DROP CONSTRAINT pack_archives_kind_check;
ALTER TABLE pack_archives ADD CONSTRAINT pack_archives_kind_check
  CHECK (kind IN ('vector', 'raster', 'terrain', 'attachments'));
