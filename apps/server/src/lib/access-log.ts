/**
 * What the access log says of a finished request: failures always, slow requests as warnings, the
 * rest only when every request is logged. A long-lived stream (the balance SSE) lasts as long as the
 * player's page stays open: its length says nothing of the server's speed, so it is never "slow"
 * (and stays out of the latency histogram, whose percentiles it would otherwise own).
 */
export function accessLogLevel(r: {
  status: number;
  ms: number;
  slowMs: number;
  logAll: boolean;
  longLived: boolean;
}): 'error' | 'warn' | 'info' | null {
  if (r.status >= 500) return 'error';
  if (r.longLived) return r.logAll ? 'info' : null;
  if (r.ms >= r.slowMs) return 'warn';
  return r.logAll ? 'info' : null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a stream held open for the page's life (SSE). */
    longLived?: boolean;
  }
}
