/**
 * The room API as the browser calls it (paths and shapes from
 * @numbloom/domain/rooms), and the one reading of its errors: which of the
 * spec's room texts a failed call means.
 */
import { ROOM_CAPACITY, ROOM_PATHS, type HostRoom, type PlayerRoom, type RoomEvent } from '@numbloom/domain/rooms';
import { ApiError, apiGet, apiPost } from '../../api/client.ts';
import { pagePath } from '../../lib/page-path.ts';

/** A room problem the pages show with the spec's words (spec §8), or a field of the join form. */
export type RoomProblem =
  | { kind: 'not-found' }
  | { kind: 'full'; capacity: number }
  | { kind: 'ended' }
  | { kind: 'field'; field: 'code' | 'nickname'; message: string }
  | { kind: 'other'; message: string | null };

/** What a failed answer (status and body) means for the pages. */
export function roomProblem(status: number, body: { user_message?: string | null; errors?: Record<string, string> } | undefined): RoomProblem {
  if (status === 404) return { kind: 'not-found' };
  if (status === 410) return { kind: 'ended' };
  if (status === 409 && body?.errors?.code) return { kind: 'full', capacity: ROOM_CAPACITY };
  const field = body?.errors?.nickname ? 'nickname' : body?.errors?.code ? 'code' : undefined;
  if (field && status < 500) return { kind: 'field', field, message: body!.errors![field]! };
  return { kind: 'other', message: body?.user_message ?? null };
}

const problemOf = (err: unknown): RoomProblem =>
  err instanceof ApiError ? roomProblem(err.status, { user_message: err.userMessage, errors: err.errors }) : { kind: 'other', message: null };

export class RoomCallError extends Error {
  constructor(readonly problem: RoomProblem) {
    super(problem.kind);
  }
}

// The player's cookie belongs to this host: room calls never go to the region's other domain.
async function send<T>(path: string, body: object, retries?: number): Promise<T> {
  let res;
  try {
    res = await apiPost<T & { user_message?: string; errors?: Record<string, string> }>(path, body, { swapTld: false, ...(retries === undefined ? {} : { retries }) });
  } catch (err) {
    throw new RoomCallError(problemOf(err));
  }
  if (res.status >= 200 && res.status < 300) return res.data;
  throw new RoomCallError(roomProblem(res.status, res.data));
}

async function get<T>(path: string): Promise<T> {
  try {
    return await apiGet<T>(path, { swapTld: false });
  } catch (err) {
    throw new RoomCallError(problemOf(err));
  }
}

// A join sent twice (its answer lost on a bad connection) would meet its own nickname: never resent.
export const joinRoom = (code: string, nickname: string) => send<PlayerRoom>(ROOM_PATHS.join, { code, nickname }, 0);
export const createRoom = (activityId: string) => send<HostRoom>(ROOM_PATHS.create, { activity_id: activityId }, 0);
export const startRoom = (code: string) => send<HostRoom>(ROOM_PATHS.start, { code });
export const endRoom = (code: string) => send<{ code: string; state: 'ended' }>(ROOM_PATHS.end, { code });
export const hostRoom = (code: string) => get<HostRoom>(ROOM_PATHS.host(code));
export const playerRoom = (code: string) => get<PlayerRoom>(ROOM_PATHS.player(code));
export const roomItems = <T>(code: string) => get<{ items: T[] }>(ROOM_PATHS.items(code));
export const answerItem = (code: string, itemIndex: number, response: unknown) =>
  send<{ correct: boolean; expected: string; score: number; repeated: boolean }>(ROOM_PATHS.answers(code), { item_index: itemIndex, response });

/** The pages of rooms, in the page's region and language. */
export const joinPath = () => pagePath('join/');
export const playRoomPath = (code: string) => pagePath(`join/${code}/`);
export const hostPath = (code: string) => pagePath(`host/${code}/`);

/**
 * Follows a room's event stream: the room as it is on (re)connect, then each
 * event. EventSource reconnects by itself; a stream refused outright (the room
 * ended, the player unknown) closes, and onClosed says so.
 */
export function followRoom<R>(url: string, handlers: { room: (room: R) => void; event: (event: RoomEvent) => void; closed?: () => void }): () => void {
  const source = new EventSource(url, { withCredentials: true });
  source.addEventListener('room', (e) => handlers.room(JSON.parse((e as MessageEvent<string>).data) as R));
  for (const type of ['player-joined', 'player-answered', 'started', 'ended'] as const) {
    source.addEventListener(type, (e) => handlers.event(JSON.parse((e as MessageEvent<string>).data) as RoomEvent));
  }
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) handlers.closed?.();
  };
  return () => source.close();
}
