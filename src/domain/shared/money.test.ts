import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars, formatRate } from './money.ts';

describe('money as a person reads it', () => {
  it('writes cents as dollars and cents, with thousands separators', () => {
    expect(formatCents(120_000)).toBe('$1,200.00');
    expect(formatCents(7)).toBe('$0.07');
    expect(formatCents(-2_000)).toBe('-$20.00');
  });

  it('writes whole dollars without cents, and keeps cents where there are some', () => {
    expect(formatDollars(5_000_000)).toBe('$50,000');
    expect(formatDollars(150_000)).toBe('$1,500');
    expect(formatDollars(123_456)).toBe('$1,234.56');
  });

  it('writes a rate with its cents, and more places only where it has them', () => {
    expect(formatRate(450_000)).toBe('$0.45');
    expect(formatRate(4_500)).toBe('$0.0045');
    expect(formatRate(1_000_000)).toBe('$1.00');
  });
});
