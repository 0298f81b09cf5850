import { describe, expect, it } from 'vitest';
import { placedVertices } from './useScenePicks.js';

const roof = { lng: 6.93601, lat: 51.42852, height: 6, on: 'model' as const, depth: 0.3 };

describe('placedVertices', () => {
  it('stands a vertex clicked on a model where the pick says; the others as drawn', () => {
    const drawn: [number, number][] = [
      [6.9359, 51.4284],
      [6.9355, 51.4281],
    ];
    // A metre a pixel, for the test: the first vertex lies 1.5 px from the click.
    const project = ([lng, lat]: [number, number]) => ({ x: lng * 70_000, y: lat * -111_000 });
    const click = project(drawn[0]!);
    const { vertices, picked } = placedVertices(
      drawn,
      [{ point: { x: click.x + 1.2, y: click.y - 0.9 }, pick: roof }],
      project,
    );
    expect(vertices).toEqual([[roof.lng, roof.lat], drawn[1]]);
    expect(picked).toEqual([roof, null]);
  });

  it('leaves a vertex drawn further from every pick as it is', () => {
    const project = ([lng, lat]: [number, number]) => ({ x: lng, y: lat });
    const { picked } = placedVertices(
      [[10, 10]],
      [{ point: { x: 14, y: 10 }, pick: roof }],
      project,
    );
    expect(picked).toEqual([null]);
  });
});
