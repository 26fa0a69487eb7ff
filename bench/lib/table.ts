import os from 'node:os';

/** Prints rows as an aligned text table (numbers right-aligned), the form every benchmark reports in. */
export function printTable(title: string, headers: string[], rows: Array<Array<string | number>>) {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.every((r) => typeof r[i] === 'number' || /^[\d.,]+( ?[a-zA-Z%×]+)?$|^—$/.test(String(r[i]))));
  const line = (r: string[]) =>
    '| ' + r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ') + ' |';
  console.log(`\n${title}\n`);
  console.log(line(headers));
  console.log('| ' + widths.map((w, i) => (numeric[i] ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ') + ' |');
  for (const r of cells) console.log(line(r));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The machine the figures come from: a benchmark is only comparable on the same one, under the same load. */
export function machineLine(): string {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
  return `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load}, node ${process.version}`;
}
