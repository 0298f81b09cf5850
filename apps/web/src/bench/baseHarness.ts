import { startHarness } from './sceneHarness.js';

// The map alone: what the engines add is measured against it.
startHarness(null);
