const BETA_SUFFIX = '[BETA]';
export const BACKGROUND_MAP_NAME = 'Background Map';

export interface LayerNameParts {
  name: string;
  beta: boolean;
  /** The layer named 'Background Map', whose name is translated. */
  backgroundMap: boolean;
}

/** A name ending in '[BETA]' is shown without the suffix and with a BETA chip. */
export function layerNameParts(raw: string): LayerNameParts {
  const trimmed = raw.trim();
  const beta = trimmed.endsWith(BETA_SUFFIX);
  const name = beta ? trimmed.slice(0, -BETA_SUFFIX.length).trim() : trimmed;
  return { name, beta, backgroundMap: name === BACKGROUND_MAP_NAME };
}
