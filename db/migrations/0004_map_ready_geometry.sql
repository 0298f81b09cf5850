-- What vector tiles need from a loaded geometry, in one function so that loading checks each
-- row once: curves as line segments, polyhedral surfaces/TINs (CAD 3D solids) as their faces,
-- and valid geometry (polygons stay polygons).
CREATE FUNCTION waymark_map_ready(g geometry) RETURNS geometry
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  IF g IS NULL THEN RETURN NULL; END IF;
  IF ST_HasArc(g) THEN g := ST_CurveToLine(g); END IF;
  IF GeometryType(g) IN ('POLYHEDRALSURFACE', 'TIN', 'TRIANGLE') THEN
    g := ST_Collect(ARRAY(SELECT (ST_Dump(g)).geom));
  END IF;
  IF NOT ST_IsValid(g) THEN
    IF GeometryType(g) IN ('POLYGON', 'MULTIPOLYGON') THEN
      g := ST_CollectionExtract(ST_MakeValid(g, 'method=structure'), 3);
    ELSE
      g := ST_MakeValid(g);
    END IF;
  END IF;
  RETURN g;
END
$$;
