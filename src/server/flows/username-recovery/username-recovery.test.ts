// Username recovery through the API (docs/product/username-recovery.md, decision 0014): every
// status of the identity check, the notice e-mail, and the limits it shares with the password
// reset. Its people and their browsers are tests/support/recovery-portal.ts.

import { noticeTime } from '#domain/language/notice-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dee,
  gus,
  lou,
  mia,
  ned,
  nobody,
  notValidated,
  paul,
  recoveryApi,
  recoveryVisitors,
  rita,
  startRecoveryPortal,
  status,
  tina,
} from '#tests/support/recovery-portal';
import { newestMessageTo } from '#tests/support/registration-client';
import type { TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

describe.each(testEngines)('username recovery on %s', (engine) => {
  let portal: TestApp;
  const { visitor, sentTo } = recoveryVisitors(() => portal);

  beforeAll(async () => {
    portal = await startRecoveryPortal(engine);
  });
  afterAll(() => portal.close());

  it("shows Rita's user name and tells her e-mail when and what to do", async () => {
    const rr = await visitor();
    const answer = await rr.recover(rita);
    expect(answer).toEqual({
      status: { code: 'USERNAME_AVAILABLE', name: 'We found your account.' },
      userName: 'rrecall',
      transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const notice = await newestMessageTo(portal.database.db, 'rita@recovery.example');
    expect(notice?.subject).toBe('Meridian Mutual: your user name was recovered');
    expect(notice?.text).toContain('Your user name rrecall was shown');
    expect(notice?.text).toContain(`on ${noticeTime(portal.clock.now(), 'en')}.`);
    expect(notice?.text).toContain("If this wasn't you, call us at 1-800-555-2273");
    expect(await rr.reload()).toMatchObject({
      module: 'userNameRecovery',
      step: 'completed',
      userName: 'rrecall',
    });
    // Browser back to the verify step: the name may be looked up again.
    expect(status(await rr.recover(rita))).toBe('USERNAME_AVAILABLE');
  });

  it('answers a person without an account exactly as an unknown one, and tells no one', async () => {
    expect(await (await visitor()).recover(ned)).toEqual(notValidated);
    expect(await (await visitor()).recover(nobody)).toEqual(notValidated);
    expect(await (await visitor()).verify(ned)).toEqual(notValidated);
    expect(await sentTo('ned@recovery.example')).toBe(0);
    // Counted like an unknown person: the fifth locks the session.
    const guesser = await visitor();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(status(await guesser.recover(ned))).toBe('NOTVALIDATED');
    }
    expect(status(await guesser.recover(ned))).toBe('SESSIONLOCKED');
  });

  it('asks for all nine digits when the last four fit two employers, and back', async () => {
    const mm = await visitor();
    expect(status(await mm.recover(mia))).toBe('MULTIPLECLIENTS');
    expect((await mm.reload()).ssnLength).toBe(9);
    expect(status(await mm.recover({ ...mia, ssn: '999999999' }))).toBe('SSNAVAILABLE');
    expect((await mm.reload()).ssnLength).toBe(4);
    expect(status(await mm.recover(mia))).toBe('MULTIPLECLIENTS');
    expect(await mm.recover({ ...mia, ssn: '900200006' })).toMatchObject({
      status: { code: 'USERNAME_AVAILABLE' },
      userName: 'mmulti',
    });
  });

  it('refuses people under 18 and accounts an operator disabled', async () => {
    expect(status(await (await visitor()).recover(tina))).toBe('AGEELIGIBILITYFAILED');
    expect(await (await visitor()).recover(dee)).toEqual({
      status: {
        code: 'USERLOCKED',
        name: 'For your security, online access for you is locked. Please call 1-800-555-2273 for assistance.',
      },
    });
    expect(await sentTo('dee@recovery.example')).toBe(0);
  });

  it('is not stopped by a login lockout', async () => {
    expect(await (await visitor()).recover(lou)).toMatchObject({
      status: { code: 'USERNAME_AVAILABLE' },
      userName: 'llocksmith',
    });
  });

  it('locks the session after five failures, and a person after ten a day', async () => {
    const guesser = await visitor();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push(status(await guesser.recover({ ...gus, ssn: `77${attempt}7` })));
    }
    expect(answers).toEqual([...Array(4).fill('NOTVALIDATED'), 'SESSIONLOCKED']);
    expect(status(await guesser.recover(gus))).toBe('SESSIONLOCKED');
    // The reset of the same browser has a count of its own, but the same person limit.
    for (let guess = 0; guess < 5; guess++) {
      expect(status(await (await visitor()).recover({ ...paul, ssn: `6${guess}00` }))).toBe(
        'NOTVALIDATED',
      );
      expect(status(await (await visitor()).verify({ ...paul, ssn: `6${guess}11` }))).toBe(
        'NOTVALIDATED',
      );
    }
    expect(status(await (await visitor()).recover(paul))).toBe('USERLOCKED');
    expect(status(await (await visitor()).verify(paul))).toBe('USERLOCKED');
    portal.clock.advanceMinutes(24 * 60);
    expect(status(await (await visitor()).recover(paul))).toBe('USERNAME_AVAILABLE');
    portal.clock.advanceMinutes(-24 * 60);
  });

  it('answers 400 naming a field the form should have refused', async () => {
    const bad = await (
      await visitor()
    ).browser.post(`${recoveryApi}/verifyPersonalInfo`, { ...rita, ssn: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'ssn' });
  });
});
