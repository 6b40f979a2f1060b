// The moves the desk confirms before making (docs/rules/shipping.md#confirmations).
import { describe, expect, it } from 'vitest';
import { IRREVERSIBLE_MOVES, isIrreversibleMove, LEGAL_MOVES, ORDER_STATUSES } from './status-machine';

describe('moves that cannot be undone', () => {
  it('are delivered, RTO and cancel (and RTO received, once it is a status), nothing else', () => {
    const expected = ['delivered', 'rto', 'cancelled', ...((ORDER_STATUSES as readonly string[]).includes('rto_received') ? ['rto_received'] : [])];
    expect([...IRREVERSIBLE_MOVES].sort()).toEqual(expected.sort());
    expect(isIrreversibleMove('delivered')).toBe(true);
    for (const to of ['confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivery_failed'] as const) expect(isIrreversibleMove(to)).toBe(false);
  });

  it('lead nowhere back: no legal move from them returns to an earlier step', () => {
    for (const from of IRREVERSIBLE_MOVES) {
      for (const to of LEGAL_MOVES[from]) expect(IRREVERSIBLE_MOVES.includes(to) || !['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery'].includes(to)).toBe(true);
    }
  });
});
