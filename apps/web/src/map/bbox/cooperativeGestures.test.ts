import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { allowCtrlOrAlt, gestureTexts } from './cooperativeGestures.js';

describe('cooperative gestures of the bounding-box map', () => {
  it('let the wheel zoom only with Ctrl or Alt', () => {
    const map = { cooperativeGestures: { isBypassed: (_event: WheelEvent | MouseEvent) => false } };
    allowCtrlOrAlt(map);
    const wheel = (init: WheelEventInit) => new WheelEvent('wheel', init);
    expect(map.cooperativeGestures.isBypassed(wheel({}))).toBe(false);
    expect(map.cooperativeGestures.isBypassed(wheel({ shiftKey: true }))).toBe(false);
    expect(map.cooperativeGestures.isBypassed(wheel({ ctrlKey: true }))).toBe(true);
    expect(map.cooperativeGestures.isBypassed(wheel({ altKey: true }))).toBe(true);
  });

  it('warn in the words of 2.14 on desktop and on touch', () => {
    const texts = gestureTexts(i18n.t);
    expect(texts['CooperativeGesturesHandler.WindowsHelpText']).toBe('Use Ctrl + Scroll to zoom');
    expect(texts['CooperativeGesturesHandler.MacHelpText']).toBe('Use Ctrl + Scroll to zoom');
    expect(texts['CooperativeGesturesHandler.MobileHelpText']).toBe(
      'Use two fingers to move the map',
    );
  });
});
