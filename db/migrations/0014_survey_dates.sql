-- Survey dates (issue 23): the day a file's data was captured, apart from the day it was
-- uploaded. Read from the file where it says so ('file'), or set by the uploader ('user', which
-- processing never overwrites). A layer whose source files carry several dates is a series,
-- drawn one date at a time.

ALTER TABLE layer_files
  ADD COLUMN survey_date date,
  ADD COLUMN survey_date_source text CHECK (survey_date_source IN ('file', 'user')),
  ADD CONSTRAINT layer_files_survey_date_source
    CHECK ((survey_date IS NULL) = (survey_date_source IS NULL));

-- A layer's dates, and the files of one date (a series' tiles).
CREATE INDEX layer_files_survey_dates ON layer_files (layer_id, survey_date)
  WHERE survey_date IS NOT NULL;
