-- An organisation's logo, uploaded and re-encoded by the API (PNG), lives in file storage.
-- The layout's `logo` is then a URL of ours that names the image's digest (?v=), so browsers
-- may cache it for good; these columns say which stored object that URL serves.
ALTER TABLE organisations
  ADD COLUMN logo_key text,
  ADD COLUMN logo_sha256 text,
  ADD CONSTRAINT organisations_logo_check CHECK ((logo_key IS NULL) = (logo_sha256 IS NULL));
