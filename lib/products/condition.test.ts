import { describe, expect, it } from 'vitest';
import { texts } from '@/lib/texts';
import { boxItems, CONDITION_GRADES, gradeName, isConditionGrade } from './condition';

describe('condition fields', () => {
  it('names each listed grade, and nothing for none or an unlisted one', () => {
    expect(CONDITION_GRADES.map(gradeName)).toEqual(['Open box – like new', 'Grade A', 'Grade B', 'Grade C']);
    expect(gradeName(null)).toBeNull();
    expect(gradeName('mint')).toBeNull();
    expect(isConditionGrade('grade_b')).toBe(true);
    expect(isConditionGrade('Grade B')).toBe(false);
  });

  it('reads the box contents as one item per non-empty line', () => {
    expect(boxItems('Remote\r\n\n  Stand  \nManual\n')).toEqual(['Remote', 'Stand', 'Manual']);
    expect(boxItems(null)).toEqual([]);
    expect(boxItems('   ')).toEqual([]);
  });

  it('says a warranty in years when it is whole years', () => {
    const w = texts.productCondition.warrantyMonths;
    expect([w(1), w(6), w(12), w(24), w(18)]).toEqual(['1 month', '6 months', '1 year', '2 years', '18 months']);
  });
});
