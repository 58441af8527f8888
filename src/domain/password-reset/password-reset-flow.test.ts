import { describe, expect, it } from 'vitest';
import { codeEventOf, passwordResetModule, validationOptionOf } from '#domain/self-service/flow';
import { passwordResetFlow } from './password-reset-flow.ts';

describe.each(['employee-benefits', 'employers'] as const)('password reset of %s', (side) => {
  const flow = passwordResetFlow;
  const module = passwordResetModule(side);

  it('verifies the person, proves the code, then sets the password', () => {
    expect(flow.transition('personalInfo', 'identityVerified')).toBe('code');
    expect(flow.transition('code', 'codeVerified')).toBe('credentials');
    expect(validationOptionOf(module, codeEventOf('code'))).toBe('EMAIL');
    expect(flow.transition('credentials', 'passwordChanged')).toBe('completed');
  });

  it('sets no password without a proven code, and none twice', () => {
    expect(flow.allows('personalInfo', 'passwordChanged')).toBe(false);
    expect(flow.allows('code', 'passwordChanged')).toBe(false);
    expect(flow.allows('completed', 'passwordChanged')).toBe(false);
    expect(flow.allows('completed', 'codeVerified')).toBe(false);
    expect(flow.allows('personalInfo', 'codeVerified')).toBe(false);
  });

  it('takes no registration step', () => {
    for (const event of [
      'zipVerified',
      'deviceChosen',
      'credentialsAccepted',
      'submitted',
    ] as const) {
      expect(flow.allows('credentials', event)).toBe(false);
    }
    expect(flow.allows('code', 'backToCredentials')).toBe(false);
  });

  it('starts over with a new code from any step, a finished reset too', () => {
    for (const step of ['personalInfo', 'code', 'credentials', 'completed'] as const) {
      expect(flow.transition(step, 'identityVerified')).toBe('code');
    }
  });
});
