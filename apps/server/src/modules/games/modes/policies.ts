import { GAME_MODES, type GameMode } from '@numbloom/domain/games';
import { arena } from './arena.ts';
import { classRoom } from './class-room.ts';
import type { ModePolicy } from './policy.ts';
import { quickMatch } from './quick-match.ts';

/**
 * Every mode's policy, by mode (decision 083). The type asks for each mode of GAME_MODES, each under
 * its own name: a mode added to the domain without its policy here does not compile, and there is no
 * fallback that would play it as a class room.
 */
const POLICIES: { readonly [M in GameMode]: ModePolicy<M> } = { 'class-room': classRoom, arena, 'quick-match': quickMatch };
export const ALL_POLICIES: readonly ModePolicy[] = Object.values(POLICIES);
export const policyFor = <M extends GameMode>(mode: M): ModePolicy<M> => POLICIES[mode];

/** A room row's mode: the database holds text, and a mode this code does not know is a defect, not a class room. */
export function rowMode(mode: string): GameMode {
  if (!(GAME_MODES as readonly string[]).includes(mode)) throw new Error(`games: a room of unknown mode ${mode}`);
  return mode as GameMode;
}
