import { useState } from 'react';
import { problemOf, type RoomProblem } from './api.ts';

/**
 * The host screens' buttons, one at a time: `act` runs a call to the server with the buttons held
 * (`busy`), and a refusal is shown through `setProblem` instead of thrown.
 */
export function useHostAction(setProblem: (problem: RoomProblem | null) => void) {
  const [busy, setBusy] = useState(false);
  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }
  return { busy, act };
}
