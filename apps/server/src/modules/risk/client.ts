import { createHash } from 'node:crypto';

/**
 * The client of one request as risk control records it: the address (the real one behind the
 * proxy when TRUST_PROXY is on: Fastify's request.ip), the player site's device id and the user
 * agent. Built by clientInfo() in modules/auth/player-auth.plugin.ts.
 */
export interface RiskClient {
  ip: string;
  /** The X-Device-Id the player site keeps in local storage; '' when absent or malformed. */
  deviceId: string;
  userAgent: string;
}

/** A device id is the client's own random id: 8–64 letters, digits, '-' or '_'; anything else is dropped. */
export function cleanDeviceId(header: unknown): string {
  return typeof header === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(header) ? header : '';
}

/** The IPv4 /24 (`203.0.113`) or IPv6 /48 an address belongs to: the weaker link between players. */
export function ipPrefix(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return '';
  const groups = ip.split('::')[0]!.split(':').filter(Boolean);
  return groups.length >= 3 ? groups.slice(0, 3).join(':').toLowerCase() : '';
}

export function uaHash(userAgent: string): string {
  return createHash('sha256').update(userAgent).digest('hex').slice(0, 16);
}
