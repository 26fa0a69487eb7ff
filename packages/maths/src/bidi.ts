/**
 * What counts as maths inside a right-to-left sentence, and how it is kept left
 * to right: Arabic school books print 138 + 220 = ?, -3 and 1 3/4 with Western
 * order inside Arabic text. The same rule serves the worksheet PDFs (server,
 * laid out with the Unicode bidi algorithm) and the player (the browser's own
 * bidi), so a question reads the same on paper and on screen.
 */

/** Left-to-right isolate and pop directional isolate (UAX #9): invisible, honoured by browsers and bidi-js alike. */
export const LRI = '\u2066';
export const PDI = '\u2069';

const DIGIT = '[0-9\u0660-\u0669\u06f0-\u06f9]';
/** a number as the engine writes one: sign, currency, separators (Arabic ones too), a mixed number's fraction, a unit mark */
const NUMBER = `[-\u2212]?[$£€¥]?${DIGIT}+(?:[.,:/\u066b\u066c]${DIGIT}+)*(?: ${DIGIT}+/${DIGIT}+)?[%\u066a°²³]?`;
const OPERAND = new RegExp(`^(?:${NUMBER}|\\?|[A-Za-z]+)$`, 'u');
const OPERATOR = /^[+\-\u2212×÷=<>≤≥≠]$/u;
const ITEM = `(?:${NUMBER}|\\?|[A-Za-z]+|[+\\-\u2212×÷=<>≤≥≠()[\\]])`;
/** items (numbers, ?, Latin words, operators, round and square brackets) with only spaces between them */
const SPAN = new RegExp(`${ITEM}(?:[ \u00a0]*${ITEM})*`, 'gu');
const ITEMS = new RegExp(ITEM, 'gu');

/**
 * True when a span of maths items must stay left to right as a block: an
 * expression (operands around an operator or the ? to fill in), a lone
 * operator (UAX #9 would mirror < into >, and the answer key would lie), a
 * signed number (its minus would land on the right) or a mixed number (its
 * fraction would move to the left of the whole part).
 */
function staysLeftToRight(items: string[]): boolean {
  const [first, last] = [items[0]!, items[items.length - 1]!];
  if (items.length === 1) return OPERATOR.test(first) || (OPERAND.test(first) && /^[-\u2212]|\s/.test(first));
  // square brackets hold round ones in an expression of grade 5: [2 × (3 + 4)] − 1
  let depth = 0;
  for (const item of items) {
    depth += item === '(' || item === '[' ? 1 : item === ')' || item === ']' ? -1 : 0;
    if (depth < 0) return false;
  }
  const edge = (item: string, brackets: string) => OPERAND.test(item) || brackets.includes(item);
  const relation = items.slice(1, -1).some((item) => OPERATOR.test(item) || item === '?');
  return depth === 0 && items.length >= 3 && edge(first, '([') && edge(last, ')]') && relation;
}

/** Wraps each maths span of a logical right-to-left text in a left-to-right isolate (LRI … PDI). */
export function isolateMaths(text: string): string {
  return text.replace(SPAN, (span) => (staysLeftToRight(span.match(ITEMS) ?? []) ? `${LRI}${span}${PDI}` : span));
}

