/** What an IFC attachment's conversion leaves beside it: the file_type of its derived files. */
export const MODEL_GLB = 'model-glb';
export const MODEL_PROPERTIES = 'model-properties';

/** The parts of a converted model the API serves. */
export type ModelPart = 'glb' | 'properties';

export const MODEL_PART_TYPES: Record<ModelPart, string> = {
  glb: MODEL_GLB,
  properties: MODEL_PROPERTIES,
};
