import { act, render, renderHook, screen } from '@testing-library/react';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layer } from '../../../test/layers.js';
import type { BuiltLayer } from '../../../map/style/buildLayerStyle.js';
import { MiniPopup } from './MiniPopup.js';
import { miniPopupStore } from './miniPopupStore.js';
import { useMiniPopup } from './useMiniPopup.js';

type Handler = (event: MapMouseEvent) => void;

/** A map with one district under the point (100, 80) of layer 2. */
function fakeMap() {
  const handlers: Record<string, Handler[]> = {};
  const query = vi.fn((box: [[number, number], [number, number]]) => {
    const [[x0, y0], [x1, y1]] = box;
    const hit = x0 <= 100 && 100 <= x1 && y0 <= 80 && 80 <= y1;
    return hit
      ? [
          {
            source: 'wm-src-2',
            properties: { SENATOR: 'Harriette L. Chandler (D)', SENDISTNUM: 36, fid: 4 },
          },
        ]
      : [];
  });
  const map = {
    on: (type: string, handler: Handler) => (handlers[type] ??= []).push(handler),
    off: (type: string, handler: Handler) => {
      handlers[type] = (handlers[type] ?? []).filter((h) => h !== handler);
    },
    getLayer: () => ({}),
    queryRenderedFeatures: query,
    getCanvas: () => ({ clientWidth: 800, clientHeight: 600 }),
  } as unknown as MapLibreMap;
  const fire = (type: string, x = 0, y = 0, pointerType = 'mouse') =>
    act(() => {
      for (const h of handlers[type] ?? [])
        h({ point: { x, y }, originalEvent: { pointerType } } as unknown as MapMouseEvent);
      flushFrames();
    });
  return { map, fire, query, handlers };
}

const BUILT = [{ layerId: 2, clickable: ['wm-2-style-0'] }] as unknown as BuiltLayer[];
const HOVERED = [
  layer({ mini_popup_on_hover: true, mini_popup_fields: ['SENDISTNUM', 'SENATOR', 'absent'] }),
];

function hoverDevice(hover: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(any-hover: hover)' ? hover : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

let frames: FrameRequestCallback[] = [];
/** The next animation frame, now. */
function flushFrames() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  miniPopupStore.set(null);
});

describe('the mini popup on hover', () => {
  it("shows the layer's chosen fields, in their order, beside the pointer", () => {
    hoverDevice(true);
    const { map, fire } = fakeMap();
    renderHook(() => useMiniPopup(map, BUILT, HOVERED));
    render(<MiniPopup />);
    fire('mousemove', 100, 80);
    const tip = screen.getByRole('tooltip');
    expect([...tip.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'SENDISTNUM',
      'SENATOR',
    ]);
    expect(tip).toHaveTextContent('36');
    expect(tip).toHaveTextContent('Harriette L. Chandler (D)');
    expect(tip).toHaveStyle({ left: '114px', top: '94px', pointerEvents: 'none' });

    fire('mousemove', 400, 300);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fire('mousemove', 100, 80);
    fire('mouseout');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('turns to the left near the right edge', () => {
    hoverDevice(true);
    act(() => miniPopupStore.set({ x: 780, y: 20, width: 800, height: 600, rows: [['a', 'b']] }));
    render(<MiniPopup />);
    expect(screen.getByRole('tooltip')).toHaveStyle({
      left: '766px',
      transform: 'translate(-100%, 0)',
    });
  });

  it('looks features up at most once per frame', () => {
    hoverDevice(true);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const { map, fire, query } = fakeMap();
    renderHook(() => useMiniPopup(map, BUILT, HOVERED));
    for (let i = 0; i < 20; i += 1) fire('mousemove', 90 + i, 80);
    expect(query).not.toHaveBeenCalled();
    act(() => frames.forEach((f) => f(0)));
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('is never shown on touch-only devices, nor for touches', () => {
    hoverDevice(false);
    const touchOnly = fakeMap();
    renderHook(() => useMiniPopup(touchOnly.map, BUILT, HOVERED));
    expect(touchOnly.handlers.mousemove ?? []).toHaveLength(0);

    hoverDevice(true);
    const both = fakeMap();
    renderHook(() => useMiniPopup(both.map, BUILT, HOVERED));
    both.fire('mousemove', 100, 80, 'touch');
    expect(miniPopupStore.get()).toBeNull();
  });

  it('stays off for layers without it, or without fields', () => {
    hoverDevice(true);
    const { map, handlers } = fakeMap();
    renderHook(() =>
      useMiniPopup(map, BUILT, [
        layer({ mini_popup_on_hover: false, mini_popup_fields: ['SENATOR'] }),
        layer({ id: 3, mini_popup_on_hover: true, mini_popup_fields: [] }),
      ]),
    );
    expect(handlers.mousemove ?? []).toHaveLength(0);
  });
});
