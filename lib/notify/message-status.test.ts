// The order a provider's status reports move a message in (lib/notify/message-status.ts):
// forward only, whatever order the reports come in, and a repeat changes nothing.
import { describe, expect, it } from 'vitest';
import type { MessageState } from '@/lib/db/schema';
import { stateAfter, statesBefore, type ReportedStatus } from './message-status';

/** The state after each report in turn. */
function play(start: MessageState, reports: ReportedStatus[]): MessageState {
  return reports.reduce<MessageState>((state, report) => stateAfter(state, report) ?? state, start);
}

describe('status reports', () => {
  it('move a sent message forward: sent, delivered, read', () => {
    expect(play('sent', ['delivered'])).toBe('delivered');
    expect(play('sent', ['delivered', 'read'])).toBe('read');
    expect(play('sending', ['sent'])).toBe('sent');
    expect(play('queued', ['read'])).toBe('read'); // read implies delivered: Meta may skip "delivered"
  });

  it('never move one backwards: a late "sent" or "delivered" changes nothing', () => {
    expect(stateAfter('delivered', 'sent')).toBeNull();
    expect(stateAfter('read', 'delivered')).toBeNull();
    expect(stateAfter('read', 'sent')).toBeNull();
    expect(play('sent', ['read', 'delivered', 'sent'])).toBe('read');
  });

  it('"failed" ends a message not yet delivered, and does not undo a delivery', () => {
    expect(stateAfter('sent', 'failed')).toBe('failed');
    expect(stateAfter('sending', 'failed')).toBe('failed');
    expect(stateAfter('queued', 'failed')).toBe('failed');
    expect(stateAfter('delivered', 'failed')).toBeNull();
    expect(stateAfter('read', 'failed')).toBeNull();
    expect(stateAfter('failed', 'sent')).toBeNull(); // a late "sent" after the failure
    expect(stateAfter('failed', 'delivered')).toBe('delivered'); // the phone shows it after all
  });

  it('are idempotent: the same report twice moves once', () => {
    for (const report of ['sent', 'delivered', 'read', 'failed'] as const) {
      const once = play('sending', [report]);
      expect(stateAfter(once, report)).toBeNull();
    }
  });

  it('any order of the same reports ends in the same state', () => {
    const reports: ReportedStatus[] = ['sent', 'delivered', 'read'];
    const orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    for (const order of orders) expect(play('sending', order.map((i) => reports[i]))).toBe('read');
  });

  it('each report leaves exactly the states before it (the UPDATE\'s condition)', () => {
    expect(statesBefore('sent')).toEqual(['queued', 'sending']);
    expect(statesBefore('failed')).toEqual(['queued', 'sending', 'sent']);
    expect(statesBefore('delivered')).toEqual(['queued', 'sending', 'sent', 'failed']);
    expect(statesBefore('read')).toEqual(['queued', 'sending', 'sent', 'failed', 'delivered']);
  });
});
