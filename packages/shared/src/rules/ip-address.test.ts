import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { canonicalIp, parseCidr, parseIp, rangeHolds } from './ip-address.js';

describe('IP addresses as risk control keeps them', () => {
  it('gives one canonical text per address (RFC 5952), IPv4-mapped as IPv4', () => {
    const cases: Array<[string, string]> = [
      ['203.0.113.7', '203.0.113.7'],
      ['::ffff:203.0.113.7', '203.0.113.7'],
      ['::FFFF:cb00:7107', '203.0.113.7'],
      ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
      ['2001:db8:0:1:0:0:0:1', '2001:db8:0:1::1'],
      ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
      ['2001:0db8:0001:0000:0001:0001:0001:0001', '2001:db8:1:0:1:1:1:1'],
      ['::', '::'],
      ['::1', '::1'],
      ['fe80::', 'fe80::'],
      ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ];
    for (const [text, canonical] of cases) expect(canonicalIp(text), text).toBe(canonical);
  });

  it('refuses what is no address', () => {
    for (const text of [
      '',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '1::2::3',
      ':1::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::',
      'g::1',
      '1.2.3.4/24',
      'fe80::1%eth0',
      '::1.2.3',
    ])
      expect(canonicalIp(text), text).toBeNull();
  });

  it('agrees with node’s own parser on what it accepts', () => {
    const list = new BlockList();
    for (const text of ['2001:db8::1', '::ffff:10.0.0.1', '1:2:3:4:5:6:7:8', '::'])
      expect(() =>
        list.addAddress(canonicalIp(text)!, canonicalIp(text)!.includes(':') ? 'ipv6' : 'ipv4'),
      ).not.toThrow();
  });

  it('reads a CIDR range as its network and prefix', () => {
    expect(parseCidr('203.0.113.77/24')).toEqual({ version: 4, network: '203.0.113.0', prefix: 24 });
    expect(parseCidr('10.1.2.3/9')).toEqual({ version: 4, network: '10.0.0.0', prefix: 9 });
    expect(parseCidr('2001:db8:abcd:12::/48')).toEqual({
      version: 6,
      network: '2001:db8:abcd::',
      prefix: 48,
    });
    expect(parseCidr('2001:db8:ffff::/33')).toEqual({ version: 6, network: '2001:db8:8000::', prefix: 33 });
    expect(parseCidr('203.0.113.7/32')).toEqual({ version: 4, network: '203.0.113.7', prefix: 32 });
    for (const text of ['203.0.113.0', '203.0.113.0/33', '2001:db8::/129', 'x/24', '203.0.113.0/', '/24'])
      expect(parseCidr(text), text).toBeNull();
  });

  it('tells whether a range holds an address, as node’s BlockList does', () => {
    const ranges = [
      '203.0.113.0/24',
      '10.0.0.0/8',
      '198.51.100.128/25',
      '2001:db8:77::/48',
      '2001:db8::/33',
      '203.0.113.7/32',
    ];
    const ips = [
      '203.0.113.7',
      '203.0.114.1',
      '10.255.255.255',
      '11.0.0.0',
      '198.51.100.127',
      '198.51.100.128',
      '2001:db8:77:ffff::1',
      '2001:db8:78::1',
      '2001:db8:7fff::1',
      '2001:db8:8000::1',
      '::ffff:10.1.2.3',
    ];
    for (const cidr of ranges) {
      const [network, prefix] = cidr.split('/');
      const family = network!.includes(':') ? 'ipv6' : 'ipv4';
      const list = new BlockList();
      list.addSubnet(network!, Number(prefix), family);
      for (const text of ips) {
        const ip = parseIp(text)!;
        const expected = list.check(canonicalIp(text)!, ip.version === 6 ? 'ipv6' : 'ipv4');
        expect(rangeHolds(cidr, ip), `${cidr} ${text}`).toBe(expected);
      }
    }
    expect(rangeHolds('nonsense', parseIp('1.2.3.4')!)).toBe(false);
  });
});
