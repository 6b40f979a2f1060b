import { describe, expect, it } from 'vitest';
import { imeiProblem, luhnValid, normaliseImei } from './imei';

describe('IMEI numbers', () => {
  it('accepts 15 digits ending with their Luhn check digit', () => {
    expect(imeiProblem('490154203237518')).toBeNull();
    expect(imeiProblem('356938035643809')).toBeNull();
  });

  it('refuses a wrong check digit', () => {
    expect(imeiProblem('490154203237519')).toBe('check');
    expect(imeiProblem('356938035643800')).toBe('check');
  });

  it('refuses a wrong length, even one whose Luhn sum works out', () => {
    expect(imeiProblem('49015420323751')).toBe('length');
    expect(imeiProblem('4901542032375180')).toBe('length');
    expect(imeiProblem('')).toBe('length');
    expect(luhnValid('79927398713')).toBe(true);
    expect(imeiProblem('79927398713')).toBe('length');
  });

  it('refuses letters and other signs', () => {
    expect(imeiProblem('49015420323751A')).toBe('digits');
    expect(imeiProblem('490154203237518.')).toBe('digits');
    expect(imeiProblem('490154/203237518')).toBe('digits');
  });

  it('drops spaces and dashes as printed on a box', () => {
    expect(normaliseImei('35-693803-564380-9')).toBe('356938035643809');
    expect(imeiProblem('35-693803-564380-9')).toBeNull();
    expect(imeiProblem(' 4901 5420 3237 518 ')).toBeNull();
  });
});
