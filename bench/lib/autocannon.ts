/** autocannon, typed for the part the HTTP benches use (the package ships no types). */
// @ts-expect-error autocannon ships no types; the part used here is typed below.
import autocannonModule from 'autocannon';

export interface Histogram {
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
}
export interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const autocannon = autocannonModule as unknown as (opts: Record<string, unknown>) => Promise<AutocannonResult>;
