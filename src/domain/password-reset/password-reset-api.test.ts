import { describe, expect, it } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import { accountOnFileProblems, newPasswordProblems } from './password-reset-api.ts';

describe('password reset field checks shared by browser and server', () => {
  it('checks a new password by the reset-only length rule and the shared rules', () => {
    const request = (password: string) => ({ password, transactionId: 'x' });
    const invalid = { password: fieldText.password };
    expect(newPasswordProblems(request('Sh0rt#'))).toEqual(invalid);
    expect(newPasswordProblems(request('Much#Too#Long#Password#1234'))).toEqual(invalid);
    expect(newPasswordProblems(request('alllowercase'))).toEqual(invalid);
    expect(newPasswordProblems(request('N3w#Passw0rd'))).toEqual({});
  });

  it('checks the user name and e-mail an employer names the account by', () => {
    expect(accountOnFileProblems({ userName: 'ab', emailAddress: 'x@' })).toEqual({
      userName: fieldText.userName,
      emailAddress: fieldText.emailAddress,
    });
    expect(
      accountOnFileProblems({ userName: 'acmehr', emailAddress: 'alex.admin@acme.example' }),
    ).toEqual({});
  });
});
