/** What the layer lists show of a layer's files (LayerFileRepository.summaries). */
export interface LayerFilesSummary {
  /** Source files per state; a state without files is absent. */
  states: Record<string, number>;
  feature_count: number;
  file_count: number;
  progress: number | null;
  error_code: number | null;
  /** The survey dates of its source files, earliest first: several make a series. */
  survey_dates: string[];
  /** The least and greatest value of its value rasters' COGs, or null. */
  value_range: number[] | null;
}
