import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { featureMessages } from './featureMessages.js';

/**
 * Reads the app's sources (not its build): which module imports which, statically or on
 * demand, and which registered feature keys each one uses. A key of a feature that registers
 * its texts may only be used by code that is loaded after the registration: code behind an
 * import() whose way in calls registerMessages for that feature. Anything else would show the
 * key itself for a moment or for good.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'test') sourceFiles(full, out);
    } else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

interface Module {
  imports: string[];
  dynamic: string[];
  /** Registered features whose keys it uses (beyond what the message files mount). */
  uses: string[];
  registers: string[];
}

type Tree = { readonly [key: string]: string | Tree };
const flatKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatKeys(value, `${prefix}${key}.`),
  );
const MOUNTED = flatKeys(en);
const FEATURES = Object.keys(featureMessages);

function keysUsed(text: string): string[] {
  const used = new Set<string>();
  for (const match of text.matchAll(/['"`]([a-zA-Z]+)\.([\w.]*)(\$\{)?/g)) {
    const [, feature = '', rest = '', template] = match;
    if (!FEATURES.includes(feature)) continue;
    const key = `${feature}.${rest}`;
    const mounted = template
      ? MOUNTED.some((k) => k.startsWith(key))
      : MOUNTED.includes(key) || MOUNTED.some((k) => k.startsWith(`${key}.`));
    if (!mounted) used.add(feature);
  }
  return [...used];
}

function readModules(): Map<string, Module> {
  const modules = new Map<string, Module>();
  for (const file of sourceFiles(SRC)) {
    if (file.startsWith(path.join(SRC, 'i18n'))) continue;
    const text = readFileSync(file, 'utf8');
    const statics = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map(
      (m) => m[1] ?? '',
    );
    const bare = [...text.matchAll(/^import\s+'([^']+)'/gm)].map((m) => m[1] ?? '');
    const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? '');
    const typeOnly = new Set(
      [...text.matchAll(/^(?:import|export)\s+type\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]),
    );
    modules.set(file, {
      imports: [...statics.filter((s) => !typeOnly.has(s)), ...bare]
        .map((s) => resolve(file, s))
        .filter((f): f is string => f !== null),
      dynamic: dynamic.map((s) => resolve(file, s)).filter((f): f is string => f !== null),
      uses: /\/messages\.ts$|Messages\.ts$/.test(file) ? [] : keysUsed(text),
      registers: [...text.matchAll(/registerMessages\(\s*'(\w+)'/g)].map((m) => m[1] ?? ''),
    });
  }
  return modules;
}

function closure(modules: Map<string, Module>, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || !modules.has(file)) continue;
    seen.add(file);
    stack.push(...modules.get(file)!.imports);
  }
  return seen;
}

describe('feature texts registered on demand', () => {
  const modules = readModules();
  const main = path.join(SRC, 'main.tsx');
  const entries = new Set([main, ...[...modules.values()].flatMap((m) => m.dynamic)]);
  const closures = new Map([...entries].map((entry) => [entry, closure(modules, entry)]));

  it('finds the app and its parts loaded on demand', () => {
    expect(modules.has(main)).toBe(true);
    expect(entries.size).toBeGreaterThan(20);
  });

  it('are used only by code loaded after their registration', () => {
    const own = (entry: string) =>
      new Set([...closures.get(entry)!].flatMap((file) => modules.get(file)!.registers));
    // What an entry can count on: its own registrations, and those every way in to it made.
    const loaders = new Map([...entries].map((entry) => [entry, [] as string[]]));
    for (const [entry, files] of closures)
      for (const file of files)
        for (const target of modules.get(file)!.dynamic) loaders.get(target)?.push(entry);
    const guaranteed = new Map(
      [...entries].map((entry) => [entry, entry === main ? own(main) : new Set(FEATURES)]),
    );
    for (let changed = true; changed;) {
      changed = false;
      for (const entry of entries) {
        if (entry === main) continue;
        const inherited = loaders
          .get(entry)!
          .map((loader) => guaranteed.get(loader)!)
          .reduce<Set<string>>(
            (all, set) => new Set([...all].filter((key) => set.has(key))),
            new Set(loaders.get(entry)!.length ? FEATURES : []),
          );
        const next = new Set([...own(entry), ...inherited]);
        if (next.size !== guaranteed.get(entry)!.size) {
          guaranteed.set(entry, next);
          changed = true;
        }
      }
    }
    const missing = [...entries].flatMap((entry) =>
      [...closures.get(entry)!].flatMap((file) =>
        modules
          .get(file)!
          .uses.filter((feature) => !guaranteed.get(entry)!.has(feature))
          .map(
            (feature) =>
              `${path.relative(SRC, file)} uses ${feature} (loaded through ${path.relative(SRC, entry)})`,
          ),
      ),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('are not registered by the code the map page loads first', () => {
    const first = [main, path.join(SRC, 'app/sections/mapview.ts')];
    const registering = first
      .flatMap((entry) => [...closures.get(entry)!])
      .filter((file) => modules.get(file)!.registers.length > 0)
      .map((file) => path.relative(SRC, file));
    expect(registering).toEqual([]);
  });
});
