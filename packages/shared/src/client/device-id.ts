/** localStorage key of the browser's device id; shared by the player site and the agent console. */
export const DEVICE_ID_KEY = 'risk_device_id';
/** The header risk control reads it from (modules/risk/client.ts, cleanDeviceId: 8–64 of [A-Za-z0-9_-]). */
export const DEVICE_ID_HEADER = 'X-Device-Id';

const VALID = /^[A-Za-z0-9_-]{8,64}$/;
let held: string | null = null;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID (non-secure origins) still get a random id.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(DEVICE_ID_KEY) ?? null;
  } catch {
    return null; // blocked storage (private mode): the id lives for this page only
  }
}

/**
 * This browser's random first-party id, created once and kept in localStorage: it survives logout
 * and reload (logout never clears it) and means nothing beyond "the same browser". Sent with every
 * API call so risk control can tell one device's accounts apart from another's.
 */
export function deviceId(): string {
  const existing = stored();
  if (existing && VALID.test(existing)) return (held = existing);
  held ??= randomId();
  try {
    globalThis.localStorage?.setItem(DEVICE_ID_KEY, held);
  } catch {
    // see stored()
  }
  return held;
}

/** Tests start each case from a fresh browser. */
export function forgetDeviceIdForTests(): void {
  held = null;
}
