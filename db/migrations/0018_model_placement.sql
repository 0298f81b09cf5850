-- The 3D view (issue 26): where a 3D model attachment (glTF, GLB or IFC) stands when the file
-- gives no place of its own: {"lng", "lat", "height", "heading", "scale"}, set in the layer's
-- files. Null: the file's own georeference, if any.
ALTER TABLE layer_files
  ADD COLUMN placement jsonb;
