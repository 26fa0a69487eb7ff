import type { ExtraTime } from '@numbloom/domain/games';
import type { PublishedEvent } from '@numbloom/domain/games-schema';
import type { LiveRoom } from './live-room.ts';
import { playerFromWire, settingsFromWire } from './presenter.ts';

/** Applies an event to the copy of the room a process holds. */
export function apply(room: LiveRoom, event: PublishedEvent) {
  const core = room.core;
  switch (event.type) {
    case 'player-joined':
    case 'player-updated':
    case 'player-answered':
      room.players.set(event.player.id, playerFromWire(event.player, room.players.get(event.player.id)));
      break;
    case 'you': {
      const p = room.players.get(event.player_id);
      if (p) room.players.set(p.id, { ...p, nickname: event.you.nickname, extraTime: event.you.extra_time as ExtraTime });
      break;
    }
    case 'removed': {
      const p = room.players.get(event.player_id);
      if (p) room.players.set(p.id, { ...p, removed: true });
      room.seatRequests.delete(event.player_id);
      break;
    }
    case 'settings':
      room.core = { ...core, settings: settingsFromWire(event.settings) };
      room.className = event.settings.class_name;
      break;
    case 'started':
      room.core = { ...core, state: 'started', startedAt: new Date(event.started_at), round: event.round, roundStartedAt: event.round === null ? null : new Date(event.started_at), roundClosedAt: null };
      break;
    case 'round':
      room.core = { ...core, round: event.round, roundStartedAt: new Date(event.round_started_at), roundClosedAt: null };
      break;
    case 'round-closed':
      if (core.round === event.round) room.core = { ...core, roundClosedAt: new Date(event.closed_at) };
      break;
    case 'play-again':
      room.nextCode = event.code;
      break;
    case 'ended':
      room.core = { ...core, state: 'ended', endedAt: new Date(event.ended_at), resultsUntil: new Date(event.results_until), round: null, roundStartedAt: null, roundClosedAt: null };
      break;
    case 'seat-requested':
      room.seatRequests.set(event.request.player_id, { nickname: event.request.nickname, at: new Date(event.request.at) });
      break;
    case 'seat-request-closed':
      room.seatRequests.delete(event.player_id);
      break;
    case 'seat-moved':
    case 'admitted':
      // the seat's token changed: the next request with either token reads it from the database
      for (const [hash, id] of room.byToken) if (id === event.player_id) room.byToken.delete(hash);
      room.seatRequests.delete(event.player_id);
      if (event.type === 'admitted') {
        const p = room.players.get(event.player_id);
        if (p) room.players.set(p.id, { ...p, removed: false, left: false });
      }
      break;
    default:
      break;
  }
}
