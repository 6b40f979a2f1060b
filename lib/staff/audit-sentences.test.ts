// The audit log's sentences: the kinds the brief's examples name, the fallback of a kind
// no one wrote a sentence for, and every kind of line lib/ writes reads as a sentence.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_KINDS, auditSentence } from './audit-sentences';
import type { AuditLine } from './types';

const line = (fields: Partial<AuditLine>): AuditLine => ({
  id: 1, at: '2026-11-28T04:39:00.000Z', staff_email: 'asha@shop.test', staff_name: 'Asha Rao', action: 'staff.login',
  object_type: null, object_id: null, object_name: null, order_number: null, before: null, after: null, client_ip: null, ...fields,
});

describe('audit sentences', () => {
  it('reads each kind with the member\'s name and the object as staff know it', () => {
    expect(auditSentence(line({ action: 'order.transition', object_type: 'order', object_id: '7', object_name: 'OB26112826938362', order_number: 'OB26112826938362', before: { status: 'packed' }, after: { status: 'shipped' } })))
      .toBe('Asha Rao moved OB26112826938362 from packed to shipped');
    expect(auditSentence(line({ action: 'coupon.save', object_type: 'coupon', object_id: '3', object_name: 'DIWALI10' }))).toBe('Asha Rao saved the coupon DIWALI10');
    // A coupon whose row is gone still has its code in the line.
    expect(auditSentence(line({ action: 'coupon.save', object_type: 'coupon', object_id: '3', after: { code: 'DIWALI10' } }))).toBe('Asha Rao saved the coupon DIWALI10');
    expect(auditSentence(line({ action: 'coupon.delete', object_type: 'coupon', object_id: '3', before: { code: 'DIWALI10' } }))).toBe('Asha Rao deleted the coupon DIWALI10');
    expect(auditSentence(line({ action: 'staff.login' }))).toBe('Asha Rao logged in');
    expect(auditSentence(line({ action: 'staff.login_failed', staff_name: null, staff_email: 'owner@demo.shop', after: { reason: 'unknown e-mail' } }))).toBe('A failed login for owner@demo.shop (no such member)');
    expect(auditSentence(line({ action: 'staff.login_failed', staff_email: 'owner@demo.shop' }))).toBe('A failed login for owner@demo.shop');
    expect(auditSentence(line({ action: 'staff.login_failed', staff_name: null, staff_email: 'owner@demo.shop', after: { reason: 'throttled' } })))
      .toBe('A failed login for owner@demo.shop (too many failures from that address)');
    expect(auditSentence(line({ action: 'staff.unlock', staff_name: null, staff_email: 'command line', object_type: 'staff', object_id: '4', object_name: 'Ravi', after: { email: 'ravi@shop.test' } })))
      .toBe('command line unlocked the login of Ravi');
    expect(auditSentence(line({ action: 'staff.update', object_type: 'staff', object_id: '4', object_name: 'Ravi', before: { role: 'packer', active: true }, after: { role: 'manager', active: true } })))
      .toBe("Asha Rao changed Ravi's role from Packer to Manager");
    expect(auditSentence(line({ action: 'return.receive', object_type: 'return', object_id: '9', object_name: 'Mixer', order_number: 'OB1', after: { outcome: 'restocked' } })))
      .toBe('Asha Rao received the return of Mixer from OB1 (back in stock)');
    expect(auditSentence(line({ action: 'refund.manual', object_type: 'order', object_id: '7', order_number: 'OB1', after: { amount: 1499 } }))).toBe('Asha Rao recorded a manual refund of ₹1,499.00 for OB1');
    expect(auditSentence(line({ action: 'product.update', object_type: 'product', object_id: '12', object_name: 'Philips Mixer' }))).toBe('Asha Rao changed the product Philips Mixer');
    expect(auditSentence(line({ action: 'delivery.zone', object_type: 'delivery', object_id: 'default' }))).toBe('Asha Rao saved the delivery zone for everywhere else');
    expect(auditSentence(line({ action: 'grievance.resolve', object_type: 'grievance', object_id: '4', after: { ticket: 'GRV-20261128-AB2C', state: 'resolved' } }))).toBe('Asha Rao resolved the complaint GRV-20261128-AB2C');
  });

  it('falls back to the e-mail without a name, and to "did <action> on <object>" for a kind without a sentence', () => {
    expect(auditSentence(line({ staff_name: null, action: 'staff.logout' }))).toBe('asha@shop.test logged out');
    expect(auditSentence(line({ action: 'gift_card.issue', object_type: 'gift_card', object_id: '5' }))).toBe('Asha Rao did gift_card.issue on gift_card 5');
    expect(auditSentence(line({ action: 'shop.reindex' }))).toBe('Asha Rao did shop.reindex');
  });

  it('has a sentence for every kind of line lib/ writes', () => {
    const written = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
          const source = readFileSync(path, 'utf8');
          // action: 'x.y', action: cond ? 'x.y' : 'x.z', audit(staff, 'x.y', ...), and `return.${decision}`.
          for (const match of source.matchAll(/action: ([^,\n]+)/g)) for (const kind of match[1]!.matchAll(/'([a-z_-]+\.[a-z_-]+)'/g)) written.add(kind[1]!);
          for (const match of source.matchAll(/audit\(staff, '([a-z_-]+\.[a-z_-]+)'/g)) written.add(match[1]!);
          if (source.includes('action: `return.${input.decision}`')) ['return.approve', 'return.reject'].forEach((kind) => written.add(kind));
        }
      }
    };
    walk(join(__dirname, '..'));
    expect(written.size).toBeGreaterThan(30);
    expect([...written].filter((kind) => !(AUDIT_KINDS as string[]).includes(kind))).toEqual([]);
  });
});
