import { describe, expect, test } from 'vitest';
import { centsOfTypedDollars, wholeNumberOfTyped } from './typed-numbers.ts';

describe('what a person types', () => {
  test('hours as whole numbers, with thousands separators where they belong', () => {
    expect(wholeNumberOfTyped('1900')).toBe(1900);
    expect(wholeNumberOfTyped(' 1,900 ')).toBe(1900);
    expect(wholeNumberOfTyped('0')).toBe(0);
    for (const bad of ['19,00', '1900.5', '-5', '', 'abc', '1 900', '1e3']) {
      expect(wholeNumberOfTyped(bad), bad).toBeNull();
    }
  });

  test('dollars as whole cents, read from the digits', () => {
    expect(centsOfTypedDollars('1250')).toBe(125_000);
    expect(centsOfTypedDollars('$1,250.00')).toBe(125_000);
    expect(centsOfTypedDollars('1250.5')).toBe(125_050);
    expect(centsOfTypedDollars('0.07')).toBe(7);
    // A float would make 1,234.56 x 100 = 123455.99999999999.
    expect(centsOfTypedDollars('1,234.56')).toBe(123_456);
    for (const bad of ['12.345', '1,25.00', '$', '-1', '1.2.3', 'NaN', '']) {
      expect(centsOfTypedDollars(bad), bad).toBeNull();
    }
  });
});
