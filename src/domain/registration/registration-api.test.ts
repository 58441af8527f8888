import { describe, expect, it } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import { credentialProblems } from './registration-api.ts';

describe('registration field checks shared by browser and server', () => {
  it('checks the credentials of the chosen contact channel', () => {
    const request = { username: 'jane', password: 'short', transactionId: 'x' };
    expect(credentialProblems({ ...request, emailAddress: 'jane@' }, 'email')).toEqual({
      userName: fieldText.userName,
      password: fieldText.password,
      emailAddress: fieldText.emailAddress,
    });
  });
});
