import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../test-app.js';
import type { AbilityWorld, Caller } from './ability-callers.js';

/** One object an entity's abilities are read for, and how to make another just like it. */
export interface Subject {
  label: string;
  id: number;
  /** A new object with the same owner, organisation and visibility (for deleting, flipping). */
  fresh: () => Promise<number>;
}

export type Abilities = Record<string, boolean>;

/**
 * How the abilities test reads an entity's abilities and tries each action. `read` answers null
 * when the caller cannot read the object at all: then every action must be refused too.
 */
export interface EntityCheck {
  entity: string;
  actions: readonly string[];
  subjects(caller: Caller): Promise<Subject[]>;
  read(caller: Caller, subject: Subject): Promise<Abilities | null>;
  act(caller: Caller, subject: Subject, action: string): Promise<LightMyRequestResponse>;
  /**
   * Actions whose refusal is a field error of the form (400 naming the field) rather than 403 or
   * 404: a map's visibility that only its owner changes, an organisation the caller cannot use.
   */
  refusedAsField?: Partial<Record<string, string>>;
  /**
   * Actions tried with a body that the permission gate lets through and a later check rejects
   * (400 naming the field): making an elevation change layer needs two surveys of heights, which
   * not every map of the walk holds, yet only an allowed caller gets as far as the field error.
   */
  passedAsField?: Partial<Record<string, string>>;
}

export interface CheckContext {
  t: TestContext;
  aw: AbilityWorld;
}

export const EXPIRY = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();
export const flip = (visibility: unknown) => (visibility === 'OWN' ? 'ORG' : 'OWN');

let sequence = 0;
/** A name no other object of the run has. */
export const unique = (prefix: string) => `${prefix} ${(sequence += 1)}`;

/** `abilities` of a 200 answer, else null. */
export function abilitiesOf(res: LightMyRequestResponse): Abilities | null {
  return res.statusCode === 200 ? (res.json() as { abilities: Abilities }).abilities : null;
}

/** The abilities of object `id` in the first of these list pages (200 only) that holds it. */
export function abilitiesInPages(pages: LightMyRequestResponse[], id: number): Abilities | null {
  for (const res of pages) {
    if (res.statusCode !== 200) continue;
    const rows = (res.json() as { results: { id: number; abilities: Abilities }[] }).results;
    const listed = rows.find((row) => row.id === id);
    if (listed) return listed.abilities;
  }
  return null;
}
