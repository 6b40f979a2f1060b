// The EMI arithmetic against figures worked by hand (docs/rules/alerts.md#emi).
import { describe, expect, it } from 'vitest';
import { emiOffer, monthlyInstalment, type EmiPlan } from './emi';

const plan = (over: Partial<EmiPlan>): EmiPlan => ({ plan_id: 1, bank: 'HDFC Bank', tenure_months: 12, annual_rate: 15, no_cost: false, min_order: 0, ...over });

describe('monthlyInstalment', () => {
  it('is the reducing-balance instalment rounded up to the rupee', () => {
    // ₹50,000 at 15% for 12 months: r = 0.0125, 1.0125^12 = 1.16075452; 50000 × 0.0125 × 1.16075452 / 0.16075452 = 4512.92 -> ₹4,513.
    expect(monthlyInstalment(5_000_000, 15, 12)).toBe(4513);
    // ₹1,00,000 at 12% for 6 months: r = 0.01, 1.01^6 = 1.06152015; 1000 × 1.06152015 / 0.06152015 = 17254.84 -> ₹17,255.
    expect(monthlyInstalment(10_000_000, 12, 6)).toBe(17255);
    // ₹24,999 at 16% for 9 months: r = 0.013333, 1.013333^9 = 1.12661; 333.32 × 1.12661 / 0.12661 = 2966.11 -> ₹2,967.
    expect(monthlyInstalment(2_499_900, 16, 9)).toBe(2967);
  });

  it('divides evenly with no interest, rounding up only a part of a rupee', () => {
    expect(monthlyInstalment(3_000_000, 0, 3)).toBe(10000);
    expect(monthlyInstalment(1_000_000, 0, 3)).toBe(3334); // 3333.33
    expect(monthlyInstalment(1_200_050, 0, 12)).toBe(1001); // ₹12,000.50 / 12 = 1000.04
  });

  it('refuses what is not an amount or a tenure', () => {
    expect(() => monthlyInstalment(-1, 15, 12)).toThrow();
    expect(() => monthlyInstalment(100, 15, 0)).toThrow();
    expect(() => monthlyInstalment(100.5, 15, 12)).toThrow();
  });
});

describe('emiOffer', () => {
  const plans = [
    plan({ plan_id: 1, tenure_months: 3, annual_rate: 14 }),
    plan({ plan_id: 2, tenure_months: 12, annual_rate: 15 }),
    plan({ plan_id: 3, bank: 'ICICI Bank', tenure_months: 3, annual_rate: 15, no_cost: true, min_order: 10_000 }),
  ];

  // ₹50,000 at 14% for 3 months: r = 0.011667, 1.011667^3 = 1.035409; 583.33 × 1.035409 / 0.035409 = 17057.06 -> ₹17,058.
  it('takes only the plans whose minimum the amount reaches, the lowest instalment first', () => {
    const offer = emiOffer(plans, 5_000_000)!;
    expect(offer.from).toBe(4513);
    expect(offer.plans.map((p) => [p.plan_id, p.monthly])).toEqual([[2, 4513], [3, 16667], [1, 17058]]);
    expect(offer.plans[0]!.total).toBe(4513 * 12);
    // Below ₹10,000 the no-cost plan does not apply.
    expect(emiOffer(plans, 999_999)!.plans.map((p) => p.plan_id)).toEqual([2, 1]);
  });

  it('is null without a plan that applies', () => {
    expect(emiOffer([], 5_000_000)).toBeNull();
    expect(emiOffer([plans[2]!], 500_000)).toBeNull();
    expect(emiOffer(plans, 0)).toBeNull();
  });
});
