import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { TimeWarning, useTimeLeft } from './race-parts.tsx';

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

describe('the spoken warning before a race ends', () => {
  it('is said once the last seconds come, on a clock that had more, and never on one opened in them', () => {
    const warning = (secondsLeft: number | null) => <TimeWarning secondsLeft={secondsLeft} text="10 seconds left." />;
    const { rerender, unmount } = render(warning(40));
    const line = screen.getByTestId('time-warning');
    expect(line.getAttribute('aria-live')).toBe('polite');
    expect(line.textContent).toBe('');
    rerender(warning(11));
    expect(line.textContent).toBe('');
    rerender(warning(10));
    expect(line.textContent).toBe('10 seconds left.');
    rerender(warning(3));
    expect(line.textContent).toBe('10 seconds left.');
    rerender(warning(0));
    expect(line.textContent).toBe('');
    unmount();
    // a page that first sees the clock with 6 seconds left: no warning of time it never had
    render(warning(6));
    expect(screen.getByTestId('time-warning').textContent).toBe('');
  });
});
