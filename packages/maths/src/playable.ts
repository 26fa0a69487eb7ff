/**
 * What a player's browser is sent of an item in any server-checked run (class
 * rooms, games, server-issued episode runs): everything to show and answer it,
 * but not the answer or its explanation, nor the seed and the id made from it.
 * The engine is public: with the seed anyone could make the item again, answer
 * included. Of the answer only what the widgets need stays: its kind (the input
 * mode), its unit, and whether its answers range below zero (a minus key to
 * type with). A number line answered in fractions says its parts in its
 * picture (visual.denominator), as every child sees them.
 */
import { catalogueOf, registeredLanguages, templateParams } from './text.ts';
import type { Answer, Item, TextRef } from './types.ts';

/** The part of an answer a widget needs to take a response: never the value. */
export interface AnswerShape {
  kind: Answer['kind'];
  unit?: string;
  /** the question's answers range below zero (Answer's signed, a fact of its range, never of its value): typing needs a minus key */
  signed?: boolean;
}

/** An item as a player receives it: no answer, explanation or seed; named by its place in the run. */
export type PlayableItem = Omit<Item, 'answer' | 'explanation' | 'seed' | 'id'> & { id: string; answer: AnswerShape };

export function toPlayable(item: Item, index: number): PlayableItem {
  const { explanation: _explanation, answer, id: _id, seed: _seed, ...rest } = item;
  const shape: AnswerShape = { kind: answer.kind };
  if ('unit' in answer && answer.unit) shape.unit = answer.unit;
  if ('signed' in answer && answer.signed) shape.signed = true;
  return { ...(onlyWhatIsShown(rest) as typeof rest), id: `item-${index}`, answer: shape };
}

/**
 * The parameters a template writes, in any language the engine has: a
 * generator hands its prompt every number it made ("{a} + {b} = ?" is given
 * c = a + b too), and what the text does not write must not reach the
 * player's browser, where it would be the answer. Null when no catalogue is
 * registered (nothing to read: the item is kept whole).
 */
const written = new Map<string, Set<string>>();
export function paramsWritten(key: string): Set<string> | null {
  const known = written.get(key);
  if (known) return known;
  const languages = registeredLanguages();
  if (languages.length === 0) return null;
  const names = new Set<string>();
  for (const language of languages) {
    const template = catalogueOf(language).templates[key];
    if (template !== undefined) for (const name of templateParams(template)) names.add(name);
  }
  written.set(key, names);
  return names;
}

const isTextRef = (value: unknown): value is TextRef =>
  typeof value === 'object' && value !== null && typeof (value as TextRef).key === 'string' && typeof (value as TextRef).params === 'object' && (value as TextRef).params !== null;

/** Every text reference in a value, its parameters cut to those its template writes. */
function onlyWhatIsShown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(onlyWhatIsShown);
  if (typeof value !== 'object' || value === null) return value;
  if (isTextRef(value)) {
    const keep = paramsWritten(value.key);
    const params = keep === null ? value.params : Object.fromEntries(Object.entries(value.params).filter(([name]) => keep.has(name)));
    return { ...value, params: onlyWhatIsShown(params) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onlyWhatIsShown(v)]));
}
