/** Exact arithmetic on small rationals and decimal strings (no floating-point answers). */

export interface Q {
  n: number;
  d: number;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** Lowest terms, positive denominator. */
export function q(n: number, d = 1): Q {
  if (d === 0) throw new RangeError('zero denominator');
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g + 0, d: (s * d) / g };
}

export const qEq = (a: Q, b: Q) => a.n * b.d === b.n * a.d;
export const qAdd = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const qSub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const qMul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const qCmp = (a: Q, b: Q) => Math.sign(a.n * b.d - b.n * a.d);

/** '3.250' → 13/4; undefined if not a plain decimal. */
export function decimalToQ(text: string): Q | undefined {
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return undefined;
  const frac = m[3] ?? '';
  const digits = Number((m[2] || '0') + frac);
  return q((m[1] ? -1 : 1) * digits, 10 ** frac.length);
}

/** A scaled integer as a canonical decimal string: (1250, 3) → '1.25'. */
export function decimalString(units: number, places: number): string {
  const neg = units < 0;
  const abs = String(Math.abs(units)).padStart(places + 1, '0');
  let whole = places ? abs.slice(0, -places) : abs;
  let frac = places ? abs.slice(-places) : '';
  frac = frac.replace(/0+$/, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  const s = frac ? `${whole}.${frac}` : whole;
  return neg && s !== '0' ? `-${s}` : s;
}

/** A rational with a terminating decimal expansion as a canonical string, else undefined. */
export function qToDecimal(x: Q, maxPlaces = 6): string | undefined {
  for (let p = 0; p <= maxPlaces; p++) {
    const scaled = (x.n * 10 ** p) / x.d;
    if (Number.isInteger(scaled)) return decimalString(scaled, p);
  }
  return undefined;
}

/** Number of places after the point in a canonical decimal string. */
export function places(text: string): number {
  const i = text.indexOf('.');
  return i < 0 ? 0 : text.length - i - 1;
}
