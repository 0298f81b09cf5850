-- Map search: a feature's search field is matched without regard to case or accents
-- ('Zurich' finds 'Zürich'). unaccent() is only STABLE (its dictionary could change), so it
-- cannot appear in an index; naming the dictionary and declaring the wrapper IMMUTABLE is the
-- documented way to index it. Each searchable layer gets a trigram GIN index on
-- waymark_search_text(properties ->> '<its search field>') over its feature partition (created
-- by the API when the field is set), which serves prefix, substring and fuzzy matches alike.
CREATE FUNCTION waymark_search_text(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, t))
$$;
