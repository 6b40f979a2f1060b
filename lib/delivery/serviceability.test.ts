import { describe, expect, it } from 'vitest';
import { firstOverlap, prefixesOf, rangeProblem, ruleFor, type RangeRule, type ZoneRule } from './serviceability';

const zone = (pincode_prefix: string, min_days: number, extra: Partial<ZoneRule> = {}): ZoneRule => ({ pincode_prefix, serviceable: true, min_days, max_days: min_days + 1, cod: true, ...extra });
const range = (from: string, to: string, min_days: number, extra: Partial<RangeRule> = {}): RangeRule => ({ from, to, serviceable: true, min_days, max_days: min_days + 1, cod: true, ...extra });

describe('which rule speaks for a pincode (docs/rules/delivery.md#precedence)', () => {
  const zones = [zone('', 7), zone('11', 1), zone('1100', 2), zone('110005', 9)];
  it('the longest prefix wins, the default last', () => {
    expect(ruleFor('110101', zones, null)?.min_days).toBe(1);
    expect(ruleFor('110001', zones, null)?.min_days).toBe(2);
    expect(ruleFor('560001', zones, null)?.min_days).toBe(7);
    expect(ruleFor('560001', [], null)).toBeNull();
  });
  it('a range comes before any prefix, a single pincode before the range', () => {
    const r = range('110001', '110010', 4, { cod: false });
    expect(ruleFor('110001', zones, r)).toEqual({ serviceable: true, min_days: 4, max_days: 5, cod: false });
    expect(ruleFor('110005', zones, r)?.min_days).toBe(9);
    // A range that does not hold the pincode is not asked.
    expect(ruleFor('110011', zones, r)?.min_days).toBe(2);
  });
  it('a prefix rule answers whether cash on delivery is taken', () => {
    expect(ruleFor('110101', [zone('', 7), zone('11', 1, { cod: false })], null)?.cod).toBe(false);
  });
  it('lists the prefixes to ask for', () => {
    expect(prefixesOf('110001')).toEqual(['', '1', '11', '110', '1100', '11000', '110001']);
  });
});

describe('ranges (docs/rules/delivery.md#pincode-ranges)', () => {
  it('are two pincodes in order, at most 1,000 pincodes', () => {
    expect(rangeProblem('110001', '110099')).toBeNull();
    expect(rangeProblem('110001', '110001')).toBeNull();
    expect(rangeProblem('110001', '111000')).toBeNull();
    expect(rangeProblem('110001', '111001')).toEqual({ field: 'to', problem: 'size' });
    expect(rangeProblem('110099', '110001')).toEqual({ field: 'to', problem: 'order' });
    expect(rangeProblem('011001', '110001')).toEqual({ field: 'from', problem: 'pincode' });
    expect(rangeProblem('110001', '11009')).toEqual({ field: 'to', problem: 'pincode' });
  });
  it('finds overlaps, ends included', () => {
    expect(firstOverlap([range('110001', '110010', 1), range('110011', '110020', 1)])).toBeNull();
    expect(firstOverlap([range('110011', '110020', 1), range('110001', '110011', 1)])?.map((r) => r.from)).toEqual(['110001', '110011']);
  });
});
