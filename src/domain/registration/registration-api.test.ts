import { describe, expect, it } from 'vitest';
import { credentialProblems } from './registration-api.ts';

describe('registration field checks shared by browser and server', () => {
  it('checks the credentials of the chosen contact channel', () => {
    const request = { username: 'jane', password: 'short', transactionId: 'x' };
    expect(credentialProblems({ ...request, emailAddress: 'jane@' }, 'email')).toEqual({
      userName: 'Please enter a valid user name.',
      password: 'Please enter a valid password.',
      emailAddress: 'Please enter a valid email address.',
    });
  });
});
