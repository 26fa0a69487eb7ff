import { describe, expect, it } from 'vitest';
import type { SearchedSchool } from '@numbloom/domain/school';
import { createSearchCache } from './search-cache.ts';

const school = (id: number) => ({ id, name: `S${id}` }) as SearchedSchool;

describe('search cache', () => {
  it('keeps answers for the TTL, then forgets them', () => {
    let now = 0;
    const cache = createSearchCache({ max: 10, ttlMs: 1000, now: () => new Date(now) });
    cache.set('lin', [school(1)]);
    now = 999;
    expect(cache.get('lin')).toEqual([school(1)]);
    now = 2001;
    expect(cache.get('lin')).toBeUndefined();
  });

  it('drops the least recently used entry when full', () => {
    const cache = createSearchCache({ max: 2, ttlMs: 60_000, now: () => new Date(0) });
    cache.set('a', [school(1)]);
    cache.set('b', [school(2)]);
    cache.get('a');
    cache.set('c', [school(3)]);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual([school(1)]);
    expect(cache.get('c')).toEqual([school(3)]);
  });
});
