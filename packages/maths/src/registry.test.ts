/**
 * The engine as a browser page has it: only the language and the strands it
 * loaded. This file never imports all.ts, and each test starts from fresh
 * modules, so the registries start as empty as on a page that loaded nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { STRANDS, TOPIC_GRADES, type ItemRequest, type Language, type TopicKey } from './types.ts';

async function freshEngine() {
  vi.resetModules();
  const [text, generate, check] = await Promise.all([import('./text.ts'), import('./generate.ts'), import('./check.ts')]);
  return { ...text, ...generate, ...check };
}

const request = (topic: TopicKey, seed = 'registry'): ItemRequest => ({ topic, grade: TOPIC_GRADES[topic][0]!, difficulty: 2, seed });

describe('nothing loaded', () => {
  it('rendering a text throws an error naming the language and the fix, never a blank', async () => {
    const { renderText, CatalogueNotLoadedError } = await freshEngine();
    const render = () => renderText({ key: 'op.add', params: { a: 1, b: 2 } }, 'fr');
    expect(render).toThrow(CatalogueNotLoadedError);
    expect(render).toThrow("The 'fr' maths catalogue is not registered: await loadCatalogue('fr')");
  });

  it('making an item throws an error naming the topic and the fix, not a bad-request error', async () => {
    const { generateItem, GeneratorNotLoadedError, ItemRequestError } = await freshEngine();
    const make = () => generateItem(request('time/read-clock'));
    expect(make).toThrow(GeneratorNotLoadedError);
    expect(make).toThrow("await loadGenerators(['time/read-clock'])");
    expect(make).not.toThrow(ItemRequestError);
  });
});

describe('loading one language', () => {
  it('registers that catalogue alone', async () => {
    const { loadCatalogue, registeredLanguages, renderText, CatalogueNotLoadedError } = await freshEngine();
    await loadCatalogue('fr');
    expect(registeredLanguages()).toEqual(['fr']);
    expect(renderText({ key: 'fmt.remainder', params: { q: 4, r: 1 } }, 'fr')).toBe('4 reste 1');
    expect(() => renderText({ key: 'fmt.remainder', params: { q: 4, r: 1 } }, 'en')).toThrow(CatalogueNotLoadedError);
  });

  it('loads German on its own chunk, as a page of the Germany site does', async () => {
    const { loadCatalogue, registeredLanguages, renderText, formatParam } = await freshEngine();
    await loadCatalogue('de', 'DE');
    expect(registeredLanguages()).toEqual(['de']);
    expect(renderText({ key: 'fmt.remainder', params: { q: 4, r: 1 } }, 'de')).toBe('4 Rest 1');
    expect(formatParam({ type: 'money', cents: 50, currency: 'EUR' }, 'de')).toBe('0,50\u00a0€');
  });

  it('refuses a language the engine does not write', async () => {
    const { loadCatalogue, CatalogueNotLoadedError } = await freshEngine();
    await expect(loadCatalogue('it' as Language)).rejects.toThrow(CatalogueNotLoadedError);
  });

  it('the checker reads the unit words of a catalogue registered after it was imported', async () => {
    const { loadCatalogue, checkAnswer } = await freshEngine();
    await loadCatalogue('ar');
    // أيام is only in the Arabic catalogue, not in the checker's own word list.
    expect(checkAnswer({ answer: { kind: 'integer', value: 3, unit: 'day' } }, '3 أيام', 'ar')).toMatchObject({ correct: true });
  });
});

describe('loading the generators of some topics', () => {
  const topicsOf = (strand: string) => (Object.keys(TOPIC_GRADES) as TopicKey[]).filter((t) => t.startsWith(`${strand}/`));

  it.each(STRANDS)('loading a %s topic registers every topic of its strand', async (strand) => {
    const { generateItem, loadGenerators } = await freshEngine();
    const topics = topicsOf(strand);
    await loadGenerators([topics[0]!]);
    for (const topic of topics) expect(() => generateItem(request(topic)), topic).not.toThrow();
  });

  it('a page that loaded one strand gets the very items the whole engine makes from the same seeds', async () => {
    const lazy = await freshEngine();
    await lazy.loadGenerators(['time/read-clock', 'money/count-coins']);
    const seeds = ['a', 'b', 'c', 'd'];
    const fromPage = seeds.flatMap((seed) => [lazy.generateItem(request('time/read-clock', seed)), lazy.generateItem(request('money/count-coins', seed))]);
    expect(() => lazy.generateItem(request('addition-subtraction/add'))).toThrow(lazy.GeneratorNotLoadedError);

    vi.resetModules();
    await import('./all.ts');
    const whole = await import('./generate.ts');
    const fromServer = seeds.flatMap((seed) => [whole.generateItem(request('time/read-clock', seed)), whole.generateItem(request('money/count-coins', seed))]);
    expect(fromPage).toEqual(fromServer);
  });

  it('leaves an unknown topic to generateItem to refuse as a bad request', async () => {
    const { generateItem, loadGenerators, ItemRequestError } = await freshEngine();
    await loadGenerators(['no-such/topic']);
    expect(() => generateItem({ ...request('time/read-clock'), topic: 'no-such/topic' as TopicKey })).toThrow(ItemRequestError);
  });
});
