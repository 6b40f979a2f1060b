// The seller's courier rule (docs/rules/shipping.md#booking): cheapest (ties: faster), fastest
// (ties: cheaper), a preferred courier by id or name, or the cheapest when it is not offered.
import { describe, expect, it } from 'vitest';
import { pickByRule } from './booking';
import type { CourierRate } from './provider';

const rate = (id: string, name: string, rupees: number, days: number): CourierRate => ({ courierCompanyId: id, courierName: name, ratePaise: rupees * 100, codChargesPaise: 0, estimatedDays: days, etd: null });
const rates = [rate('43', 'Delhivery Surface', 90, 4), rate('24', 'Xpressbees Surface', 80, 5), rate('10', 'Blue Dart Air', 150, 2), rate('142', 'Amazon Surface', 80, 3), rate('7', 'Ekart', 150, 2)];

describe('pickByRule', () => {
  it('cheapest: the lowest rate, the faster of two at one price', () => {
    expect(pickByRule(rates, 'cheapest', null)?.courierName).toBe('Amazon Surface');
  });
  it('fastest: the fewest days, the cheaper of two as fast', () => {
    expect(pickByRule([...rates, rate('9', 'Shadowfax', 140, 2)], 'fastest', null)?.courierName).toBe('Shadowfax');
  });
  it('preferred: by id, by the name as the rates give it, by its beginning; else the cheapest', () => {
    expect(pickByRule(rates, 'preferred', '10')?.courierName).toBe('Blue Dart Air');
    expect(pickByRule(rates, 'preferred', 'delhivery surface')?.courierName).toBe('Delhivery Surface');
    expect(pickByRule(rates, 'preferred', 'Delhivery')?.courierName).toBe('Delhivery Surface');
    expect(pickByRule(rates, 'preferred', 'DTDC')?.courierName).toBe('Amazon Surface');
  });
  it('none offered: none picked', () => {
    expect(pickByRule([], 'cheapest', null)).toBeNull();
  });
});
