/** Marks a tab that asked for its seat back, so the game page waits for the teacher rather than sending it to the join form. */
export const knockKey = (code: string) => `nb-knock-${code}`;
