/**
 * Answers given while the network is down (decision 042). Kept in the
 * browser's storage under the room, so a reload or a new tab still holds
 * them, and sent once the page is back online. Each answer is named by its
 * question's place, which is what the server counts once: an answer sent
 * twice (a reply lost on the way back) gets the first verdict again.
 */
export interface QueuedAnswer {
  item_index: number;
  response: unknown;
}

export interface AnswerQueue {
  list(): QueuedAnswer[];
  add(answer: QueuedAnswer): void;
  remove(itemIndex: number): void;
}

export function answerQueue(key: string, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeStorage()): AnswerQueue {
  let memory: QueuedAnswer[] = [];
  const read = (): QueuedAnswer[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((a): a is QueuedAnswer => typeof a === 'object' && a !== null && Number.isInteger((a as QueuedAnswer).item_index)) : [];
    } catch {
      return [];
    }
  };
  const write = (answers: QueuedAnswer[]) => {
    memory = answers;
    if (!storage) return;
    try {
      if (answers.length) storage.setItem(key, JSON.stringify(answers));
      else storage.removeItem(key);
    } catch {
      // storage full or refused: the answers stay in memory for this page
    }
  };
  return {
    list: read,
    add: (answer) => write([...read().filter((a) => a.item_index !== answer.item_index), answer]),
    remove: (itemIndex) => write(read().filter((a) => a.item_index !== itemIndex)),
  };
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
