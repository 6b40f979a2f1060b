import { describe, expect, it } from 'vitest';
import { drawable } from './assets';

describe('drawable', () => {
  it('keeps text as it is when the DejaVu fonts are there', () => {
    expect(drawable('₹64,990 – “Smart” m³/h', true)).toBe('₹64,990 – “Smart” m³/h');
  });

  it('without them writes Rs. for the rupee sign and plain punctuation, dropping what the bundled font lacks', () => {
    expect(drawable('₹64,990', false)).toBe('Rs. 64,990');
    expect(drawable('LG “Dual” Inverter – 1.5 Ton…', false)).toBe('LG "Dual" Inverter - 1.5 Ton...');
    expect(drawable('Chimney 1200 m³/h ★', false)).toBe('Chimney 1200 m³/h ');
  });
});
