import type { z } from 'zod';
import {
  endedEventSchema,
  hostRoomEventSchema,
  joinCheckEventSchema,
  leaderboardEventSchema,
  playerAnsweredEventSchema,
  playerJoinedEventSchema,
  playerUpdatedEventSchema,
  playAgainEventSchema,
  resultsDeletedEventSchema,
  roundClosedEventSchema,
  roundEventSchema,
  seatRequestClosedEventSchema,
  seatRequestedEventSchema,
  settingsEventSchema,
  startedEventSchema,
  type HostEvent,
} from '@numbloom/domain/games-schema';

/** Each host event checked against the protocol's schema before the screen uses it (decision 035). */
const SCHEMAS: Record<HostEvent['type'], z.ZodType> = {
  room: hostRoomEventSchema,
  'player-joined': playerJoinedEventSchema,
  'player-updated': playerUpdatedEventSchema,
  'player-answered': playerAnsweredEventSchema,
  'seat-requested': seatRequestedEventSchema,
  'seat-request-closed': seatRequestClosedEventSchema,
  settings: settingsEventSchema,
  'join-check': joinCheckEventSchema,
  started: startedEventSchema,
  round: roundEventSchema,
  'round-closed': roundClosedEventSchema,
  'play-again': playAgainEventSchema,
  leaderboard: leaderboardEventSchema,
  ended: endedEventSchema,
  'results-deleted': resultsDeletedEventSchema,
};
/** A host stream's event, or undefined when it is not what the protocol says (the teacher's screens: Play with class, Arena). */
export const checkHostEvent = (type: string, data: unknown): HostEvent | undefined => {
  const schema = SCHEMAS[type as HostEvent['type']];
  const parsed = schema?.safeParse(data);
  return parsed?.success ? (parsed.data as HostEvent) : undefined;
};
