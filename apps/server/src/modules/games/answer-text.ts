import { formatAnswer } from '@numbloom/maths/text';
import type { Answer, Language } from '@numbloom/maths/types';

/** What a child answered, as text in the room's language (the results download, the class's answers to a question). */
export function responseText(response: unknown, language: Language, choices: Parameters<typeof formatAnswer>[2]): string {
  if (response === null || response === undefined) return '';
  if (typeof response === 'string') return response;
  const r = response as { kind: string; points?: Array<{ x: number; y: number }> };
  if (r.kind === 'drawn-polygon') return (r.points ?? []).map((p) => `(${p.x}, ${p.y})`).join(' ');
  try {
    return formatAnswer(response as Answer, language, choices);
  } catch {
    return JSON.stringify(response);
  }
}
