import { createHash } from 'node:crypto';
import { BlockList } from 'node:net';
import { formatIp, parseIp } from '@app/shared';

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

// Addresses that are never a player's own on the internet: the site's proxy (TRUST_PROXY off),
// a LAN, loopback, a carrier's NAT. Counting them would cap registrations for the whole site, and
// linking by them would make every player behind the proxy one person.
const NOT_A_PLAYERS = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_A_PLAYERS.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_A_PLAYERS.addSubnet(net, bits, 'ipv6');

/** Whether `text` is an address a player reaches us from: public, not a proxy's, LAN's or loopback. */
export function isPublicAddress(text: string): boolean {
  const ip = parseIp(text);
  return ip !== null && !NOT_A_PLAYERS.check(formatIp(ip), ip.version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The IPv4 /24 (`203.0.113`) or IPv6 /48 an address belongs to: the weaker link between players;
 * '' for an address that is not public (isPublicAddress).
 */
export function ipPrefix(ip: string): string {
  if (!isPublicAddress(ip)) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return v4[1]!;
  if (!ip.includes(':')) return '';
  const groups = ip.split('::')[0]!.split(':').filter(Boolean);
  return groups.length >= 3 ? groups.slice(0, 3).join(':').toLowerCase() : '';
}

export function uaHash(userAgent: string): string {
  return createHash('sha256').update(userAgent).digest('hex').slice(0, 16);
}
