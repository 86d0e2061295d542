/**
 * IP addresses and CIDR ranges as risk control keeps them: one canonical text per address, so an
 * operator's `2001:DB8:0::1` and the server's `2001:db8::1` are the same block, and an IPv4 client
 * seen through an IPv6 socket (`::ffff:203.0.113.7`) is the IPv4 address. Pure code: the console
 * checks a form with it and the server normalises with it.
 */

export interface ParsedIp {
  version: 4 | 6;
  /** IPv4: 4 octets; IPv6: 8 groups of 16 bits. */
  parts: number[];
}

function v4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  if (!parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
}

function v6Groups(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (h: string) => (h === '' ? [] : h.split(':'));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  const last = halves.length === 2 ? tail : head;
  if (last.at(-1)?.includes('.')) {
    const o = v4Octets(last.pop()!);
    if (!o) return null;
    last.push(((o[0]! << 8) | o[1]!).toString(16), ((o[2]! << 8) | o[3]!).toString(16));
  }
  if (![...head, ...tail].every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const zeros: string[] = Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0');
  return [...head, ...zeros, ...tail].map((g) => parseInt(g, 16));
}

/** An address (no zone, no port), or null. An IPv4-mapped IPv6 address reads as its IPv4 address. */
export function parseIp(text: string): ParsedIp | null {
  const v4 = v4Octets(text);
  if (v4) return { version: 4, parts: v4 };
  const v6 = v6Groups(text);
  if (!v6) return null;
  const mapped = v6.slice(0, 5).every((g) => g === 0) && v6[5] === 0xffff;
  if (mapped) return { version: 4, parts: [v6[6]! >> 8, v6[6]! & 255, v6[7]! >> 8, v6[7]! & 255] };
  return { version: 6, parts: v6 };
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero groups as `::`. */
export function formatIp(ip: ParsedIp): string {
  if (ip.version === 4) return ip.parts.join('.');
  let best = { at: -1, len: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && ip.parts[j] === 0) j++;
    if (j - i > best.len) best = { at: i, len: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = ip.parts.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.len).join(':')}`;
}

/** The canonical text of an address, or null when it is none. */
export function canonicalIp(text: string): string | null {
  const ip = parseIp(text.trim());
  return ip ? formatIp(ip) : null;
}

/** A range's address bits past `prefix` cleared: 203.0.113.7/24 is the range 203.0.113.0/24. */
function maskTo(ip: ParsedIp, prefix: number): ParsedIp {
  const width = ip.version === 4 ? 8 : 16;
  const parts = ip.parts.map((part, i) => {
    const keep = Math.max(0, Math.min(width, prefix - i * width));
    return keep === 0 ? 0 : part & (((1 << keep) - 1) << (width - keep));
  });
  return { version: ip.version, parts };
}

export interface ParsedCidr {
  version: 4 | 6;
  network: string;
  prefix: number;
}

/** A CIDR range (`203.0.113.0/24`, `2001:db8::/32`), its network address canonical; null when none. */
export function parseCidr(text: string): ParsedCidr | null {
  const m = /^([^/\s]+)\/(\d{1,3})$/.exec(text.trim());
  if (!m) return null;
  const ip = parseIp(m[1]!);
  const prefix = Number(m[2]);
  if (!ip || prefix > (ip.version === 4 ? 32 : 128)) return null;
  return { version: ip.version, network: formatIp(maskTo(ip, prefix)), prefix };
}

/** Whether `ip` lies in the range `cidr` (as parseCidr reads it); false when either is none. */
export function rangeHolds(cidr: string, ip: ParsedIp): boolean {
  const slash = cidr.lastIndexOf('/');
  const network = parseIp(cidr.slice(0, slash));
  const prefix = Number(cidr.slice(slash + 1));
  if (slash < 0 || !network || network.version !== ip.version || !Number.isInteger(prefix)) return false;
  const width = ip.version === 4 ? 8 : 16;
  const masked = maskTo(ip, prefix).parts;
  const net = maskTo(network, prefix).parts;
  return masked.every((part, i) => part === net[i]) && prefix <= width * masked.length;
}
