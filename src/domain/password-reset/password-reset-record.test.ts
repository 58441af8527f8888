import { describe, expect, it } from 'vitest';
import { startedOver } from '#domain/self-service/flow-record';
import { accountFound, passwordChanged, resetContactShown } from './password-reset-record.ts';

const account = {
  id: 'account-1',
  userName: 'llocksmith',
  firstName: 'Lou',
  email: 'lou@recovery.example',
};

describe('a password reset record', () => {
  it('keeps the account and its e-mail on file, from any step, a finished reset too', () => {
    for (const step of ['personalInfo', 'code', 'credentials', 'completed'] as const) {
      expect(accountFound({ step }, account, 'member-1')).toEqual({
        ...startedOver,
        step: 'code',
        ssnLength: 4,
        memberId: 'member-1',
        accountId: 'account-1',
        userName: 'llocksmith',
        firstName: 'Lou',
        email: 'lou@recovery.example',
      });
    }
    expect(accountFound({ step: 'personalInfo' }, account, null)).toMatchObject({
      memberId: null,
    });
  });

  it('keeps no code and no hash once the password is set, and sets it only once', () => {
    expect(passwordChanged({ step: 'credentials' })).toEqual({
      step: 'completed',
      codeHash: null,
      codeExpiresAt: null,
      passwordHash: null,
    });
    expect(passwordChanged({ step: 'code' })).toBeNull();
    expect(passwordChanged({ step: 'completed' })).toBeNull();
  });

  it('shows the address on file masked on reload', () => {
    expect(resetContactShown({ email: 'lou@recovery.example' })).toEqual({
      emailAddress: 'lo***@recovery.example',
    });
    expect(resetContactShown({ email: null })).toEqual({});
  });
});
