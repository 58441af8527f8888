import { describe, expect, it } from 'vitest';
import { e164Pattern, phoneNumberToE164 } from './phone-number.ts';

describe('phoneNumberToE164', () => {
  it('turns the mobile field mask into a US number in E.164', () => {
    expect(phoneNumberToE164('(312) 555-0100')).toBe('+13125550100');
    expect(phoneNumberToE164('(800) 000-0009')).toBe('+18000000009');
  });

  it.each([
    '',
    '3125550100',
    '312-555-0100',
    '(312)555-0100',
    '(312) 555-010',
    '(312) 555-01000',
    ' (312) 555-0100',
    '+13125550100',
    '(31a) 555-0100',
  ])('refuses %j, which the mask does not accept', (phone) => {
    expect(phoneNumberToE164(phone)).toBeNull();
  });

  it('gives what the E.164 pattern accepts', () => {
    expect(e164Pattern.test(phoneNumberToE164('(312) 555-0100') ?? '')).toBe(true);
  });
});

describe('e164Pattern', () => {
  it.each(['+13125550100', '+442071838750', '+12'])('accepts %s', (number) => {
    expect(e164Pattern.test(number)).toBe(true);
  });
  it.each(['13125550100', '+03125550100', '+1 312 555 0100', '+1234567890123456', '+'])(
    'refuses %j',
    (number) => {
      expect(e164Pattern.test(number)).toBe(false);
    },
  );
});
