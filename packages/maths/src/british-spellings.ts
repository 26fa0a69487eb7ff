/**
 * Spellings and words a US classroom does not use, with the US word: the one
 * list that the maths texts of a US page (us-english.test.ts) and the web
 * app's US catalogues (apps/web/src/i18n/us-english.test.ts) are held to.
 */
export const BRITISH: [RegExp, string][] = [
  [/\bmaths\b/i, 'math'],
  [/colour/i, 'color'],
  [/centre/i, 'center'],
  [/metre/i, 'meter'],
  [/litre/i, 'liter'],
  [/favourite/i, 'favorite'],
  [/\bpractis/i, 'practice'],
  [/organis/i, 'organiz'],
  [/recognis/i, 'recogniz'],
  [/behaviour/i, 'behavior'],
  [/licence/i, 'license'],
  [/programme/i, 'program'],
  [/\bgrey\b/i, 'gray'],
  [/\bpupils?\b/i, 'student'],
  [/°C\b/, '°F'],
  [/football/i, 'soccer'],
  [/\benrol(s|ment)?\b/i, 'enroll'],
  [/\bYear [K1-6]\b/, 'Grade'],
  [/\bworking days?\b/i, 'business days'],
  [/\badverts?\b/i, 'ads'],
  [/\btimetable/i, 'schedule'],
  [/\btick the box/i, 'check the box'],
  [/\bcarry on\b/i, 'keep going'],
  [/\bhave another go\b/i, 'try again'],
  [/\banalogue\b/i, 'analog'],
  [/\bpostcode/i, 'ZIP code'],
];

export const britishIn = (text: string) =>
  BRITISH.filter(([r]) => r.test(text)).map(([r, us]) => `${r.source} (US: ${us}) in «${text}»`);
