import { describe, expect, it } from 'vitest';
import { quickMatchTapSchema } from '@numbloom/domain/games-schema';
import { newTapKey } from './api.ts';

describe("a Quick match ask's key", () => {
  it('is what the server takes, and a new one each time', () => {
    const keys = Array.from({ length: 200 }, newTapKey);
    for (const key of keys) expect(quickMatchTapSchema.safeParse(key).success, key).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
