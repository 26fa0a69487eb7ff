import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTimeLeft } from './race-parts.tsx';

afterEach(() => vi.useRealTimers());

describe('the clock of a timed game', () => {
  it('counts from the moment the game has an end, not from when the page opened', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const { result, rerender } = renderHook(({ endsAt }: { endsAt: string | null }) => useTimeLeft(endsAt), {
      initialProps: { endsAt: null as string | null },
    });
    expect(result.current).toBe('');
    // the page waited twenty seconds for the host to start a two-minute Arena
    vi.setSystemTime(new Date('2026-03-01T10:00:20Z'));
    rerender({ endsAt: '2026-03-01T10:02:20Z' });
    expect(result.current).toBe('2:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe('1:59');
  });
});
