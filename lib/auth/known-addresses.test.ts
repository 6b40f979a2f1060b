// How a client address is counted and remembered: one IPv4 address whatever its
// spelling, an IPv6 client by its /64 (its privacy addresses change within it).
import { describe, expect, it } from 'vitest';
import { addressKey } from './known-addresses';

describe('addressKey', () => {
  it('keeps an IPv4 address, also written as IPv6 or with a port', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:a:b:c:d', '2001:0DB8:0001:0002::5', '[2001:db8:1:2::9]:443', '2001:db8:1:2:ffff::1', '2001:db8:1:2::10.0.0.1']) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address as it is', () => {
    expect(addressKey('local')).toBe('local');
    expect(addressKey('192.0.2.300')).toBe('192.0.2.300');
  });
});
