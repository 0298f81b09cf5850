import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast.js';
import { LAYER_TYPE_COLOURS, layerTypeTextColour } from './layerTypeColour.js';

describe('layer type chips', () => {
  it('keep the spec colours and write their text at 4.5:1 or more', () => {
    for (const colour of Object.values(LAYER_TYPE_COLOURS)) {
      expect(contrastRatio(layerTypeTextColour(colour), colour), colour).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    expect(LAYER_TYPE_COLOURS.vector).toBe('#1e88e5');
  });
});
