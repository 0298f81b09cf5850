import { expect, test } from 'vitest';

// three.js marks the page when its module is first evaluated.
const threeLoaded = () => '__THREE__' in window;

test('the 3D toggle and its terrain load without three.js; a cloud or a model brings it', async () => {
  await import('./SceneControl.js');
  expect(threeLoaded()).toBe(false);
  await import('./model/modelScene.js');
  expect(threeLoaded()).toBe(true);
});
