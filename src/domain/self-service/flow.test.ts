import { describe, expect, it } from 'vitest';
import {
  codeEventOf,
  isPasswordReset,
  passwordResetModule,
  sideOfModule,
  validationOptionOf,
} from './flow.ts';

describe('the modules of the flows', () => {
  it('puts username recovery on the employee side', () => {
    expect(sideOfModule('userNameRecovery')).toBe('employee-benefits');
  });
});

describe.each(['employee-benefits', 'employers'] as const)('the password reset of %s', (side) => {
  const module = passwordResetModule(side);

  it('is a module of its own on its side', () => {
    expect(module).toBe(`${side}/password-reset`);
    expect(isPasswordReset(module)).toBe(true);
    expect(isPasswordReset(side)).toBe(false);
    expect(sideOfModule(module)).toBe(side);
  });
});

describe('the one-time code step of every flow', () => {
  const module = 'employers';

  it('names the event and the validation option of each code', () => {
    expect(codeEventOf('contactCode')).toBe('contactVerified');
    expect(codeEventOf('code')).toBe('codeVerified');
    expect(validationOptionOf(module, 'contactVerified')).toBe('EMAIL');
    expect(validationOptionOf(module, 'codeVerified')).toBe('PHONE');
    expect(validationOptionOf('employee-benefits', 'codeVerified')).toBe('EMAIL');
  });
});
