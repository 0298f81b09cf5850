// @ts-check
// Part of `npm run lint`: fails when folders of the web app import each other, directly or round
// a longer loop. dependency-cruiser's rules see modules (and real directories), not the folders
// the layering is about, so this reads its JSON answer and lifts each import to folder level:
// features/<name> and entities/<name> are a folder each, every other top-level entry of
// apps/web/src (app, pages, components, lib, map, api, i18n, routing, main.tsx) is one folder.
// Test files and test support are left out, as in .dependency-cruiser.cjs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'apps/web/src/';
const TESTS = /\.test\.tsx?$|\/test\/|\/test[A-Z][^/]*\.tsx?$/;

/** @param {string} file */
function folderOf(file) {
  const parts = file.slice(SRC.length).split('/');
  if (parts.length === 1) return parts[0];
  if (parts[0] === 'features' || parts[0] === 'entities') return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

const cruise = JSON.parse(
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/depcruise'),
    [SRC, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', '--no-progress'],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  ),
);

/** folder → folder → the imports that make the edge */
const edges = new Map();
for (const module of cruise.modules) {
  if (!module.source.startsWith(SRC) || TESTS.test(module.source)) continue;
  const from = folderOf(module.source);
  for (const dependency of module.dependencies) {
    const target = dependency.resolved;
    if (!target.startsWith(SRC) || TESTS.test(target)) continue;
    const to = folderOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const byTarget = edges.get(from);
    if (!byTarget.has(to)) byTarget.set(to, []);
    byTarget.get(to).push(`${module.source} → ${target}`);
  }
}

// Tarjan's strongly connected components: a component of more than one folder is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
/** @param {string} folder */
function connect(folder) {
  indices.set(folder, index);
  lowlinks.set(folder, index);
  index += 1;
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(folder, Math.min(lowlinks.get(folder), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(folder, Math.min(lowlinks.get(folder), indices.get(next)));
    }
  }
  if (lowlinks.get(folder) === indices.get(folder)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const folder of edges.keys()) if (!indices.has(folder)) connect(folder);

if (cycles.length === 0) {
  console.log(`folder cycles: none among ${edges.size} folders of ${SRC}`);
} else {
  console.error(`folder cycles in ${SRC}: ${cycles.length}`);
  for (const cycle of cycles) {
    console.error(`\n  ${cycle.join(', ')}`);
    for (const from of cycle)
      for (const [to, imports] of edges.get(from) ?? [])
        if (cycle.includes(to)) {
          const mutual = edges.get(to)?.has(from) ? ' (mutual)' : '';
          console.error(`    ${from} → ${to}${mutual}`);
          for (const line of imports.slice(0, 3)) console.error(`      ${line}`);
          if (imports.length > 3) console.error(`      … and ${imports.length - 3} more`);
        }
  }
  process.exitCode = 1;
}
