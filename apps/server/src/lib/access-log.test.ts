import { describe, expect, it } from 'vitest';
import { accessLogLevel } from './access-log.js';

const base = { status: 200, ms: 10, slowMs: 1000, logAll: false, longLived: false };

describe('the access log', () => {
  it('warns of a slow request and says nothing of a quick one', () => {
    expect(accessLogLevel({ ...base, ms: 1500 })).toBe('warn');
    expect(accessLogLevel(base)).toBeNull();
    expect(accessLogLevel({ ...base, status: 503 })).toBe('error');
  });

  it('never calls an event stream held open for an hour slow, but still logs its failure', () => {
    const stream = { ...base, longLived: true, ms: 3_600_000 };
    expect(accessLogLevel(stream)).toBeNull();
    expect(accessLogLevel({ ...stream, logAll: true })).toBe('info');
    expect(accessLogLevel({ ...stream, status: 500 })).toBe('error');
  });
});
