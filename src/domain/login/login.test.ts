import { describe, expect, it } from 'vitest';
import { freshCounter } from '#domain/shared/attempt-counter';
import { decideLogin, type LoginSubject } from './login.ts';

const policy = { maxFailures: 5, lockMinutes: 30 };
const now = new Date('2026-11-22T12:00:00Z');
const minutesLater = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const active: LoginSubject = {
  counter: freshCounter,
  account: { disabled: false, isTest: false },
};

describe('decideLogin', () => {
  it('logs in with the right password and clears the counter', () => {
    const subject = {
      ...active,
      counter: { failures: 3, windowStartedAt: now, lockedUntil: null },
    };
    expect(decideLogin(subject, true, now, policy)).toEqual({
      code: 'AUTHENTICATION_SUCCESS',
      counter: freshCounter,
    });
  });

  it('answers TEST for a test account', () => {
    const subject = { ...active, account: { disabled: false, isTest: true } };
    expect(decideLogin(subject, true, now, policy).code).toBe('TEST');
  });

  it('locks on the fifth consecutive failure for 30 minutes', () => {
    let subject: LoginSubject = active;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const decision = decideLogin(subject, false, now, policy);
      codes.push(decision.code);
      subject = { ...subject, counter: decision.counter };
    }
    expect(codes).toEqual([
      'INVALIDCREDENTIALS',
      'INVALIDCREDENTIALS',
      'INVALIDCREDENTIALS',
      'INVALIDCREDENTIALS',
      'LOGINATTEMPTEXCEED',
    ]);
    expect(subject.counter.lockedUntil).toEqual(minutesLater(30));
    expect(decideLogin(subject, true, minutesLater(29), policy).code).toBe('LOGINATTEMPTEXCEED');
    expect(decideLogin(subject, true, minutesLater(30), policy).code).toBe(
      'AUTHENTICATION_SUCCESS',
    );
    const afterLock = decideLogin(subject, false, minutesLater(31), policy);
    expect(afterLock).toMatchObject({ code: 'INVALIDCREDENTIALS', counter: { failures: 1 } });
  });

  it('treats a user name without an account like a wrong password, lockout included', () => {
    let subject: LoginSubject = { counter: freshCounter, account: null };
    for (let attempt = 0; attempt < 4; attempt++) {
      const decision = decideLogin(subject, true, now, policy);
      expect(decision.code).toBe('INVALIDCREDENTIALS');
      subject = { ...subject, counter: decision.counter };
    }
    expect(decideLogin(subject, true, now, policy).code).toBe('LOGINATTEMPTEXCEED');
  });

  it('tells a disabled account so only when the password is right', () => {
    const subject = { ...active, account: { disabled: true, isTest: false } };
    expect(decideLogin(subject, true, now, policy).code).toBe('ACCOUNTDISABLED');
    expect(decideLogin(subject, false, now, policy).code).toBe('INVALIDCREDENTIALS');
  });
});
