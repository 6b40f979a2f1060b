// The client address rule: with N trusted proxies the client is the Nth X-Forwarded-For
// entry from the right; what a client writes further left is never taken.
import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyHops, UNKNOWN_CLIENT } from './client-address';

describe('clientAddress', () => {
  it('takes the last entry with one trusted hop (the default)', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    // A client that sends its own header behind one appending proxy cannot choose its address.
    expect(clientAddress('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('1.2.3.4, 5.6.7.8, 203.0.113.9', 1)).toBe('203.0.113.9');
  });

  it('takes the Nth entry from the right with N trusted hops', () => {
    const header = 'forged, 198.51.100.7, 10.0.0.2, 10.0.0.3';
    expect(clientAddress(header, 2)).toBe('10.0.0.2');
    expect(clientAddress(header, 3)).toBe('198.51.100.7');
    expect(clientAddress(header, 4)).toBe('forged');
  });

  it('takes the leftmost entry when the list is shorter than the hops', () => {
    expect(clientAddress('198.51.100.7', 3)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7, 10.0.0.2', 3)).toBe('198.51.100.7');
  });

  it('ignores blanks and spaces, and names a missing header', () => {
    expect(clientAddress(' 198.51.100.7 ,, 203.0.113.9 ,')).toBe('203.0.113.9');
    expect(clientAddress(' 198.51.100.7 ,, 203.0.113.9 ,', 2)).toBe('198.51.100.7');
    expect(clientAddress(null)).toBe(UNKNOWN_CLIENT);
    expect(clientAddress('')).toBe(UNKNOWN_CLIENT);
    expect(clientAddress(' , ')).toBe(UNKNOWN_CLIENT);
  });

  it('keeps IPv6 addresses whole and bounds a huge entry', () => {
    expect(clientAddress('2001:db8::1, ::ffff:127.0.0.1', 2)).toBe('2001:db8::1');
    expect(clientAddress('x'.repeat(5000))).toHaveLength(100);
  });
});

describe('trustedProxyHops', () => {
  it('is 1 unless set, and takes a whole number from 1 to 20', () => {
    expect(trustedProxyHops({})).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '' })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: ' 20 ' })).toBe(20);
  });

  it('refuses anything else with a message naming the setting', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '21']) {
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: bad }), bad).toThrow(/TRUSTED_PROXY_HOPS must be a whole number from 1 to 20/);
    }
  });
});
