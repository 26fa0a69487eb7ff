/**
 * The system chromium the browser tests and the pages bench run, and the switches it needs to run
 * headless as root here (no sandbox, no GPU, no QUIC, nothing fetched in the background). Tools
 * never download a browser of their own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
