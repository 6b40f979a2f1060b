import { describe, expect, it } from 'vitest';
import { pathAfterLogin } from './paths';

describe('the page after logging in', () => {
  it('is a console page of this site, else the console\'s home', () => {
    expect(pathAfterLogin('/seller/orders?status=placed')).toBe('/seller/orders?status=placed');
    expect(pathAfterLogin('/seller')).toBe('/seller');
    for (const next of [undefined, '', ['/seller/orders'], '//evil.test/seller', 'https://evil.test/seller', '/\\evil.test/seller', '/sellers', '/seller/../checkout', '/cart']) {
      expect(pathAfterLogin(next)).toBe('/seller');
    }
  });

  it('reads through a login page to the page that login was for', () => {
    expect(pathAfterLogin('/seller/login?next=%2Fseller%2Faudit%3Faction%3Dstaff.add')).toBe('/seller/audit?action=staff.add');
    expect(pathAfterLogin('/seller/login')).toBe('/seller');
  });
});
