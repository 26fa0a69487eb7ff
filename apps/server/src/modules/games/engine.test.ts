import { describe, expect, it } from 'vitest';
import { changeSettings, clockRanOut, closeRound, roundDeadline, roundDecided, end, endsAt, levelAt, mayAnswer, nextRound, orderFor, playerStatus, rank, speedBonus, start, type PlayerCore, type RoomCore } from './engine.ts';

const t0 = new Date('2026-03-02T09:00:00Z');
const room = (over: Partial<RoomCore> = {}): RoomCore => ({
  id: 'r',
  code: 'K7M2QX',
  mode: 'class-room',
  state: 'waiting',
  itemCount: 10,
  settings: { locked: false, joinCheck: false, nicknameMode: 'free', classId: null, speedBonus: false, pace: 'self', secondsPerQuestion: null },
  createdAt: t0,
  startedAt: null,
  endedAt: null,
  round: null,
  roundStartedAt: null,
  roundClosedAt: null,
  resultsUntil: null,
  durationSeconds: null,
  ...over,
});
const seat = (over: Partial<PlayerCore> = {}): PlayerCore => ({
  id: 'p',
  nickname: 'Ada',
  joinedAt: t0,
  removed: false,
  left: false,
  extraTime: 'none',
  roster: false,
  score: 0,
  bonus: 0,
  answered: 0,
  answers: Array(10).fill(null),
  lastAnswerAt: null,
  lastBonus: 0,
  rerolls: 0,
  ...over,
});
const at = (s: number) => new Date(t0.getTime() + s * 1000);

describe('the games engine', () => {
  it('goes waiting → started → ended and never back; together opens round 0 with the start', () => {
    const started = start(room(), at(1));
    expect(started).toMatchObject({ ok: true, value: { state: 'started', startedAt: at(1), round: null } });
    const together = start(room({ settings: { ...room().settings, pace: 'together' } }), at(1));
    expect(together).toMatchObject({ ok: true, value: { round: 0, roundStartedAt: at(1) } });
    const ended = end(started.ok ? started.value : room(), at(2), 3_600_000);
    expect(ended).toMatchObject({ state: 'ended', endedAt: at(2), resultsUntil: at(3602) });
    expect(start(ended, at(3))).toEqual({ ok: false, refusal: 'ended' });
    expect(end(ended, at(4), 1)).toBe(ended);
  });

  it('moves a together room round by round up to the last question', () => {
    let r = room({ state: 'started', startedAt: at(0), round: 8, settings: { ...room().settings, pace: 'together' } });
    const next = nextRound(r, at(5));
    expect(next).toMatchObject({ ok: true, value: { round: 9, roundStartedAt: at(5) } });
    r = next.ok ? next.value : r;
    expect(nextRound(r, at(6))).toEqual({ ok: false, refusal: 'last-round' });
    expect(nextRound(room({ state: 'started' }), at(6))).toEqual({ ok: false, refusal: 'not-together' });
  });

  it('changes lock and check at any time, what shapes play only while waiting', () => {
    const started = room({ state: 'started' });
    expect(changeSettings(started, { locked: true })).toMatchObject({ ok: true, value: { settings: { locked: true } } });
    expect(changeSettings(started, { speedBonus: true })).toEqual({ ok: false, refusal: 'already-started' });
    expect(changeSettings(started, { speedBonus: false })).toMatchObject({ ok: true });
  });

  it('refuses an answer before the start, after the end, from a child taken out, past the run or ahead of the round', () => {
    expect(mayAnswer(room(), seat(), 0)).toBe('not-started');
    expect(mayAnswer(room({ state: 'ended' }), seat(), 0)).toBe('ended');
    expect(mayAnswer(room({ state: 'started' }), seat({ removed: true }), 0)).toBe('removed');
    expect(mayAnswer(room({ state: 'started' }), seat(), 10)).toBe('no-such-item');
    const together = room({ state: 'started', round: 2, settings: { ...room().settings, pace: 'together' } });
    expect(mayAnswer(together, seat(), 3)).toBe('not-open-yet');
    expect(mayAnswer(together, seat(), 2)).toBeNull();
    // together, a question the class has moved past or that has closed takes no more answers
    expect(mayAnswer(together, seat(), 1)).toBe('round-closed');
    expect(mayAnswer({ ...together, roundClosedAt: at(3) }, seat(), 2)).toBe('round-closed');
  });

  it('together: a question closes once, when every child in the game has answered or its longest time is up', () => {
    const together = room({ state: 'started', startedAt: at(0), round: 1, roundStartedAt: at(10), settings: { ...room().settings, pace: 'together', secondsPerQuestion: 20 } });
    const closed = closeRound(together, at(12));
    expect(closed).toMatchObject({ ok: true, value: { roundClosedAt: at(12) } });
    const again = closed.ok ? closeRound(closed.value, at(13)) : closed;
    expect(again).toMatchObject({ ok: true, value: { roundClosedAt: at(12) } });
    expect(closeRound(room({ state: 'started' }), at(1))).toEqual({ ok: false, refusal: 'not-together' });
    expect(nextRound(closed.ok ? closed.value : together, at(14))).toMatchObject({ ok: true, value: { round: 2, roundClosedAt: null } });

    const answered = seat({ id: 'a', answers: [true, false, ...Array(8).fill(null)] });
    const waiting = seat({ id: 'b', answers: [true, null, ...Array(8).fill(null)] });
    expect(roundDecided(together, [answered, waiting])).toBe(false);
    // a child taken out or gone is not waited for
    expect(roundDecided(together, [answered, { ...waiting, removed: true }])).toBe(true);
    expect(roundDecided(together, [answered, { ...waiting, left: true }])).toBe(true);
    expect(roundDecided(together, [])).toBe(false);

    // 20 s from the round's opening, doubled for a child with double time, and a grace for the last answer
    expect(roundDeadline(together, [answered])!.getTime()).toBe(at(10).getTime() + 20_000 + 3000);
    expect(roundDeadline(together, [answered, seat({ extraTime: 'double' })])!.getTime()).toBe(at(10).getTime() + 40_000 + 3000);
    expect(roundDeadline(together, [seat({ extraTime: 'untimed' })])).toBeNull();
    expect(roundDeadline({ ...together, roundClosedAt: at(11) }, [answered])).toBeNull();
    expect(roundDeadline({ ...together, settings: { ...together.settings, secondsPerQuestion: null } }, [answered])).toBeNull();
  });

  it('gives a speed bonus only for right answers, falling over the window, stretched by extra time, none for queued ones', () => {
    const r = room({ state: 'started', startedAt: t0, settings: { ...room().settings, speedBonus: true, secondsPerQuestion: 20 } });
    const bonus = (s: number, over: Partial<Parameters<typeof speedBonus>[0]> = {}) =>
      speedBonus({ room: r, player: seat(), itemIndex: 0, correct: true, queued: false, now: at(s), ...over });
    expect(bonus(0)).toBe(10);
    expect(bonus(10)).toBe(5);
    expect(bonus(25)).toBe(0);
    expect(bonus(0, { correct: false })).toBe(0);
    expect(bonus(0, { queued: true })).toBe(0);
    expect(bonus(10, { player: seat({ extraTime: 'double' }) })).toBe(8);
    expect(bonus(10, { player: seat({ lastAnswerAt: at(8) }) })).toBe(9);
    expect(speedBonus({ room: room({ state: 'started', startedAt: t0 }), player: seat(), itemIndex: 0, correct: true, queued: false, now: t0 })).toBe(0);
  });

  it('tells a child’s status, and ranks with shared places, children taken out last', () => {
    expect(playerStatus(seat(), 10)).toBe('not-started');
    expect(playerStatus(seat({ answered: 3 }), 10)).toBe('playing');
    expect(playerStatus(seat({ answered: 10 }), 10)).toBe('completed');
    expect(playerStatus(seat({ answered: 3, left: true }), 10)).toBe('aborted');
    const ranked = rank([
      seat({ nickname: 'A', score: 5, bonus: 2 }),
      seat({ nickname: 'B', score: 7 }),
      seat({ nickname: 'C', score: 5, bonus: 2 }),
      seat({ nickname: 'D', score: 9, removed: true }),
      seat({ nickname: 'E', score: 5, bonus: 1 }),
    ]);
    expect(ranked.map((r) => [r.player.nickname, r.rank])).toEqual([['B', 1], ['A', 2], ['C', 2], ['E', 4], ['D', null]]);
  });

  it('in a game’s results places only the children who answered, and calls a run the end cut short aborted', () => {
    const seats = [seat({ nickname: 'A', score: 2, answered: 3 }), seat({ nickname: 'Z', score: 0, answered: 0 }), seat({ nickname: 'B', score: 0, answered: 2 })];
    expect(rank(seats).map((r) => [r.player.nickname, r.rank])).toEqual([['A', 1], ['B', 2], ['Z', 2]]);
    expect(rank(seats, { playedOnly: true }).map((r) => [r.player.nickname, r.rank])).toEqual([['A', 1], ['B', 2], ['Z', null]]);
    expect(playerStatus(seat({ answered: 3 }), 10, true)).toBe('aborted');
    expect(playerStatus(seat({ answered: 10 }), 10, true)).toBe('completed');
    expect(playerStatus(seat(), 10, true)).toBe('not-started');
  });

  it('gives each seat its own order of the room’s questions, the same on every process', () => {
    const a = orderFor('seed', 'player-a', 10);
    expect([...a].sort((x, y) => x - y)).toEqual([...Array(10).keys()]);
    expect(orderFor('seed', 'player-a', 10)).toEqual(a);
    expect(orderFor('seed', 'player-b', 10)).not.toEqual(a);
  });
});

describe('Arena rules (decision 040)', () => {
  it('an adaptive run moves a level up on a right answer and down on a wrong one, within 1 to 3', () => {
    expect(levelAt(2, [], 0)).toBe(2);
    expect(levelAt(2, [true], 1)).toBe(3);
    expect(levelAt(2, [true, true, true], 3)).toBe(3);
    expect(levelAt(2, [false, false, false], 3)).toBe(1);
    expect(levelAt(2, [true, false, false, true], 4)).toBe(2);
    // only the answers before the place count
    expect(levelAt(2, [true, true], 1)).toBe(3);
  });

  it('a timed room takes no answer once its clock ran out, and an adaptive run is answered in turn', () => {
    const started = room({ state: 'started', startedAt: t0, durationSeconds: 60, itemCount: 300 });
    expect(endsAt(started)).toEqual(new Date(t0.getTime() + 60_000));
    expect(clockRanOut(started, new Date(t0.getTime() + 59_999))).toBe(false);
    expect(clockRanOut(started, new Date(t0.getTime() + 60_000))).toBe(true);
    expect(mayAnswer(started, seat(), 0, { now: new Date(t0.getTime() + 60_000) })).toBe('ended');
    const answers = Array.from({ length: 300 }, (_, i) => (i < 2 ? true : null));
    const twoDone = seat({ answers, answered: 2 });
    const now = new Date(t0.getTime() + 1000);
    expect(mayAnswer(started, twoDone, 2, { now, inTurn: true })).toBeNull();
    expect(mayAnswer(started, twoDone, 1, { now, inTurn: true })).toBeNull();
    expect(mayAnswer(started, twoDone, 3, { now, inTurn: true })).toBe('not-open-yet');
    expect(mayAnswer(started, twoDone, 3, { now })).toBeNull();
  });
});
