// @ts-check
import path from 'node:path';
import { bin, ROOT } from './provision.mjs';

/** The tsx binary installed by npm, to run the TypeScript entry points without a build step. */
export const TSX = bin('tsx');
export const API_DIR = path.join(ROOT, 'apps/api');
