-- CAD drawings keep their look: OGR gives each DXF/DWG feature a style string such as
--   PEN(c:#ff0000,w:0.13g,p:"12g 3g")
--   LABEL(f:"Arial",t:"Say \"hi\", (a,b)",a:30,s:2.5g,p:5,c:#000000)
-- and the AutoCAD style/label templates read it as flat properties named
-- waymark__ogr_style__<tool>_<param>. These functions turn one string into that jsonb, so the
-- ingest can run them over a whole staging table in one statement.

-- A parameter value: quotes removed and \" unescaped (other backslashes are literal text, as
-- OGR writes them unescaped: a path like C:\dwg stays as is).
CREATE OR REPLACE FUNCTION waymark_ogr_style_unquote(v text)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN left(t, 1) <> '"' THEN t
    WHEN length(t) >= 2 AND right(t, 1) = '"' THEN replace(substr(t, 2, length(t) - 2), '\"', '"')
    ELSE replace(substr(t, 2), '\"', '"')  -- unterminated: the rest is the text
  END
  FROM btrim(v) AS t
$$;

-- A size/width with an optional unit. Absolute units become pixels (96 dpi, as browsers and
-- MapLibre use); ground units ('g', drawing units: what GDAL's DXF driver writes) and unitless
-- values have no fixed screen size and are kept as written.
CREATE OR REPLACE FUNCTION waymark_ogr_style_number(v text)
RETURNS numeric
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT trim_scale(round(m[1]::numeric * CASE lower(coalesce(m[2], ''))
      WHEN 'pt' THEN 96.0 / 72
      WHEN 'mm' THEN 96.0 / 25.4
      WHEN 'cm' THEN 96.0 / 2.54
      WHEN 'in' THEN 96.0
      ELSE 1 END, 4))
  FROM regexp_match(btrim(v), '^([-+]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?)\s*(px|pt|mm|cm|in|g)?$', 'i') AS m
$$;

-- '#RRGGBB' or '#RRGGBBAA' → '#rrggbb' when opaque, else 'rgba(r,g,b,a)' (every map client
-- reads that; not all read 8-digit hex). Anything else → NULL.
CREATE OR REPLACE FUNCTION waymark_ogr_style_color(v text)
RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN btrim(v) ~* '^#[0-9a-f]{6}$' THEN lower(btrim(v))
    WHEN btrim(v) ~* '^#[0-9a-f]{6}ff$' THEN lower(left(btrim(v), 7))
    WHEN btrim(v) ~* '^#[0-9a-f]{8}$' THEN format('rgba(%s,%s,%s,%s)',
      ('x' || substr(btrim(v), 2, 2))::bit(8)::int,
      ('x' || substr(btrim(v), 4, 2))::bit(8)::int,
      ('x' || substr(btrim(v), 6, 2))::bit(8)::int,
      round(('x' || substr(btrim(v), 8, 2))::bit(8)::int / 255.0, 3))
  END
$$;

-- The OGR feature style string → jsonb of waymark__ogr_style__* properties. NULL or empty →
-- '{}'. When a tool appears twice (PEN(...);PEN(...)) the first one wins. Unknown tools
-- (SYMBOL, style names like @road) and unknown parameters are ignored, never an error.
CREATE OR REPLACE FUNCTION waymark_ogr_style(style text)
RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  -- A quoted string: backslash escapes the next character (OGR writes a quote in text as \"),
  -- so quotes, commas, semicolons and parentheses inside it are text. An unterminated string
  -- runs to the end. The closing quote is not optional: PostgreSQL takes the longest match, and
  -- an optional one would let a closing quote start a new string that swallows the rest.
  quoted constant text := '"(?:[^"\\]|\\.)*(?:"|$)';
  result jsonb := '{}';
  tool text[];
  param text[];
  k text;
  raw text;
  prop text;
  val jsonb;
BEGIN
  IF style IS NULL OR btrim(style) = '' THEN
    RETURN result;
  END IF;
  -- TOOL(body): the body runs to the first ')' outside quoted strings (a missing final ')'
  -- is tolerated). Regular expressions instead of a character loop: this runs once per
  -- feature of a CAD drawing.
  FOR tool IN
    SELECT regexp_matches(style, '([A-Za-z@]+)\s*\(((?:' || quoted || '|[^")])*)\)?', 'g')
  LOOP
    CONTINUE WHEN upper(tool[1]) NOT IN ('PEN', 'BRUSH', 'LABEL');
    FOR param IN
      SELECT regexp_matches(tool[2], '(?:^|,)\s*([A-Za-z_]+)\s*:\s*(' || quoted || '|[^,]*)', 'g')
    LOOP
      k := upper(tool[1]) || '.' || lower(param[1]);
      raw := waymark_ogr_style_unquote(param[2]);
      prop := NULL;
      val := NULL;
      CASE k
        WHEN 'PEN.c' THEN prop := 'pen_color'; val := to_jsonb(waymark_ogr_style_color(raw));
        WHEN 'PEN.w' THEN prop := 'pen_width'; val := to_jsonb(waymark_ogr_style_number(raw));
        WHEN 'BRUSH.fc' THEN prop := 'brush_color'; val := to_jsonb(waymark_ogr_style_color(raw));
        WHEN 'LABEL.t' THEN prop := 'label_text'; val := to_jsonb(raw);
        WHEN 'LABEL.c' THEN prop := 'label_fg_color'; val := to_jsonb(waymark_ogr_style_color(raw));
        WHEN 'LABEL.a' THEN prop := 'label_angle'; val := to_jsonb(waymark_ogr_style_number(raw));
        WHEN 'LABEL.s' THEN prop := 'label_size'; val := to_jsonb(waymark_ogr_style_number(raw));
        WHEN 'LABEL.f' THEN prop := 'label_font'; val := to_jsonb(raw);
        WHEN 'LABEL.p' THEN
          prop := 'label_position';
          IF raw ~ '^[0-9]{1,2}$' THEN
            IF raw::int BETWEEN 1 AND 12 THEN
              val := to_jsonb(raw::int);
            END IF;
          END IF;
        ELSE NULL;
      END CASE;
      IF val IS NOT NULL AND jsonb_typeof(val) <> 'null'
         AND NOT result ? ('waymark__ogr_style__' || prop) THEN
        result := result || jsonb_build_object('waymark__ogr_style__' || prop, val);
      END IF;
    END LOOP;
  END LOOP;
  RETURN result;
END
$$;
