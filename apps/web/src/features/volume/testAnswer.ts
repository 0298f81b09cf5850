import type { VolumeAnswer } from '@waymark/contract';

/** An answer of the volume endpoint, as the e2e map's earthworks give it. */
export const ANSWER: VolumeAnswer = {
  cut_m3: 2000.0004,
  fill_m3: 1350.25,
  net_m3: -649.7504,
  cut_area_m2: 1000,
  fill_area_m2: 900,
  area_m2: 12_500,
  cells: 12_500,
  cell_size_m: 1,
  crs: { epsg: 25832, name: 'ETRS89 / UTM zone 32N' },
  method: 'Cell area × height difference on the finer grid, bilinear resampling',
  earlier: { layer_id: 2, layer_name: 'DSM', survey_date: '2020-06-15' },
  later: { layer_id: 2, layer_name: 'DSM', survey_date: '2024-06-11' },
  base_elevation: null,
};
