import { describe, expect, it } from 'vitest';
import { loginOutcome } from './login-outcome.ts';

const status = (code: string, name = `${code} name`) => ({ code, name }) as never;

describe('loginOutcome', () => {
  it.each(['AUTHENTICATION_SUCCESS', 'LOGINATTEMPTEXCEED', 'TEST'])(
    '%s with a redirect URL goes there',
    (code) => {
      expect(loginOutcome({ status: status(code), redirectUrl: '/auth/x' })).toEqual({
        kind: 'redirect',
        url: '/auth/x',
      });
    },
  );

  it('shows a success without redirect URL as a banner with the status name', () => {
    expect(loginOutcome({ status: status('AUTHENTICATION_SUCCESS'), redirectUrl: '' })).toEqual({
      kind: 'banner',
      message: 'AUTHENTICATION_SUCCESS name',
    });
  });

  it('shows SESSIONLOCKED as an alert with the status name', () => {
    expect(loginOutcome({ status: status('SESSIONLOCKED', 'Too many tries.') })).toEqual({
      kind: 'alert',
      message: 'Too many tries.',
    });
  });

  it('shows any other status as a banner with its name', () => {
    expect(loginOutcome({ status: status('INVALIDCREDENTIALS', 'Wrong.') })).toEqual({
      kind: 'banner',
      message: 'Wrong.',
    });
  });

  it('shows the generic message for a missing or empty status or a failed request', () => {
    const generic = { kind: 'failed' };
    expect(loginOutcome(undefined)).toEqual(generic);
    expect(loginOutcome({ status: status('') })).toEqual(generic);
    expect(loginOutcome({} as never)).toEqual(generic);
  });
});
