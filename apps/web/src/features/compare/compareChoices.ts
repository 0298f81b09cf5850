import { formatDay } from '../../lib/formatDay.js';
import type { LayerRead } from '@waymark/contract';

/** What one side of the compare draws: a layer, and one survey date of it (null: all files). */
export interface CompareChoice {
  layerId: number;
  date: string | null;
}

type ChoosableLayer = Pick<LayerRead, 'id' | 'name' | 'type' | 'survey_dates'>;

const DRAWN_TYPES = new Set<string | null>(['raster', 'vector', 'photo']);

/** The value of a choice in a select ('<layer id>' or '<layer id>@<date>'). */
export function choiceKey(choice: CompareChoice): string {
  return choice.date ? `${choice.layerId}@${choice.date}` : String(choice.layerId);
}

/** The choice a select's value names (see choiceKey), or null for a value it cannot read. */
export function parseChoiceKey(key: string): CompareChoice | null {
  const match = /^(\d+)(?:@(\d{4}-\d{2}-\d{2}))?$/.exec(key);
  if (!match) return null;
  return { layerId: Number(match[1]), date: match[2] ?? null };
}

/** A series layer's dates, earliest first. */
function datesOf(layer: ChoosableLayer): string[] {
  return [...new Set(layer.survey_dates)].sort();
}

/**
 * Everything a side may show, top layer first: each date of a series layer (latest first), and
 * every other layer with tiles as a whole.
 */
export function compareChoices(layers: readonly ChoosableLayer[]): CompareChoice[] {
  return [...layers]
    .reverse()
    .filter((layer) => DRAWN_TYPES.has(layer.type))
    .flatMap((layer): CompareChoice[] => {
      const dates = datesOf(layer);
      return dates.length > 1
        ? dates.reverse().map((date) => ({ layerId: layer.id, date }))
        : [{ layerId: layer.id, date: null }];
    });
}

/**
 * What the compare opens with: the top series layer's two latest dates (the earlier on the
 * left), else the top two raster layers (the upper on the right), else the top two layers;
 * null when the map has fewer than two things to compare.
 */
export function defaultChoices(
  layers: readonly ChoosableLayer[],
): { left: CompareChoice; right: CompareChoice } | null {
  const topFirst = [...layers].reverse().filter((layer) => DRAWN_TYPES.has(layer.type));
  const series = topFirst.find((layer) => datesOf(layer).length > 1);
  if (series) {
    const [earlier, later] = datesOf(series).slice(-2);
    return {
      left: { layerId: series.id, date: earlier ?? null },
      right: { layerId: series.id, date: later ?? null },
    };
  }
  const rasters = topFirst.filter((layer) => layer.type === 'raster');
  const [upper, lower] = rasters.length >= 2 ? rasters : topFirst;
  if (!upper || !lower) return null;
  return { left: { layerId: lower.id, date: null }, right: { layerId: upper.id, date: null } };
}

/** How a choice is named in the selects: the layer, and the day if any, in the user's language. */
export function choiceLabel(
  choice: CompareChoice,
  layers: readonly ChoosableLayer[],
  language: string,
): string {
  const name = layers.find((layer) => layer.id === choice.layerId)?.name ?? '';
  return choice.date ? `${name} — ${formatDay(choice.date, language)}` : name;
}
