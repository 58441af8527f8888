// Employee registration's credentials and one-time codes: user names taken or kept, common
// passwords, the code's entries, expiry, resends and single use, and one account from
// concurrent submits.

import { describe, expect, it } from 'vitest';
import { person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { listMessages } from '#server/db/outbox-repository';
import {
  ada,
  api,
  barbara,
  donald,
  edsger,
  employeeRegistrationKit,
  frances,
  status,
} from '#tests/support/employee-registration-kit';

/** A person of the demo data (docs/product/demo-data.md#people-and-accounts). */
const sam = person('Sam', 'Legacy', '11/30/1968', '9012');

describe.each(testEngines)('employee registration on %s', (engine) => {
  const kit = employeeRegistrationKit(engine);
  const { visitor } = kit;

  it('offers the user name a person already has, and keeps it', async () => {
    const sl = await visitor();
    await sl.verify(sam);
    expect(await sl.zip('73301')).toMatchObject({
      status: { code: 'VALID_USERNAME_EXIST' },
      userName: 'slegacy',
    });
    expect(status(await sl.credentials('samlegacy', 'sam@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(status(await sl.credentials('slegacy', 'sam@example.com'))).toBe('OTPCODESENT');
  });

  it('refuses user names that are taken or kept for someone else, and common passwords', async () => {
    const ed = await visitor();
    await ed.verify(edsger);
    await ed.zip('10004');
    expect(status(await ed.credentials('JROE2024', 'ed@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(status(await ed.credentials('slegacy', 'ed@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(await ed.credentials('edsger.d', 'ed@example.com', 'Password1')).toEqual({
      status: {
        code: 'PASSWORDNOTALLOWED',
        name: 'This password is too common and easy to guess. Please choose another one.',
      },
    });
    const weak = await ed.browser.post(`${api}/selectCredentials`, {
      username: 'edsger.d',
      password: 'short',
      emailAddress: 'ed@example.com',
      transactionId: ed.transactionId,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    expect(weak.body).not.toContain('short');
  });

  it('counts code entries before checking, and gives up after five wrong ones', async () => {
    const bl = await visitor();
    const code = await bl.reachCode(barbara, '10005', 'bliskov', 'barbara@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(status(await bl.code(wrong))).toBe('OTPINVALID');
    }
    expect(status(await bl.code(code))).toBe('OTPATTEMPTSEXCEEDED');
    expect(status(await bl.code(code))).toBe('OTPATTEMPTSEXCEEDED');
  });

  it('lets a code expire after 15 minutes and a new one replace it', async () => {
    const dk = await visitor();
    const first = await dk.reachCode(donald, '10006', 'dknuth', 'donald@example.com');
    kit.portal.clock.advanceMinutes(15);
    expect(status(await dk.code(first))).toBe('OTPEXPIRED');
    expect(await dk.resend()).toEqual({
      status: { code: 'OTPCODESENT', name: 'We sent you a new verification code.' },
    });
    const second = await dk.codeSentTo('donald@example.com');
    if (second !== first) expect(status(await dk.code(first))).toBe('OTPINVALID');
    expect(status(await dk.code(second))).toBe('OTPVALID');
    kit.portal.clock.advanceMinutes(-15);
  });

  it('spaces resends 30 seconds apart, five codes at most', async () => {
    const fa = await visitor();
    await fa.reachCode(frances, '10007', 'fallen', 'frances@example.com');
    expect(await fa.resend()).toEqual({
      status: {
        code: 'RESENDTOOSOON',
        name: 'Please wait 30 seconds before asking for another code.',
      },
    });
    for (let send = 2; send <= 5; send++) {
      kit.portal.clock.advanceMinutes(0.5);
      expect(status(await fa.resend())).toBe('OTPCODESENT');
    }
    kit.portal.clock.advanceMinutes(0.5);
    expect(status(await fa.resend())).toBe('RESENDLIMITREACHED');
    kit.portal.clock.advanceMinutes(-2.5);
    const sent = await listMessages(kit.portal.database.db, {
      to: 'frances@example.com',
      limit: 10,
    });
    expect(sent).toHaveLength(5);
  });

  it('never reuses a code, nor accepts the code of another flow', async () => {
    const first = await visitor();
    const code = await first.reachCode(ada, '10001', 'alovelace', 'ada@example.com');
    expect(status(await first.code(code))).toBe('OTPVALID');
    expect(status(await first.code(code))).toBe('STEPNOTALLOWED');

    const other = await visitor();
    const otherCode = await other.reachCode(ada, '10001', 'ada.l', 'ada.l@example.com');
    const wrong =
      otherCode === code ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code;
    expect(status(await other.code(wrong))).toBe('OTPINVALID');
  });

  it('goes back from the code to the credentials, and the code no longer works', async () => {
    const ed = await visitor();
    const code = await ed.reachCode(edsger, '10004', 'ewdijkstra', 'edsger@example.com');
    expect(status(await ed.back())).toBe('SUCCESS');
    expect((await ed.reload()).step).toBe('credentials');
    expect(status(await ed.code(code))).toBe('STEPNOTALLOWED');
    expect(status(await ed.credentials('ewdijkstra', 'edsger@example.com'))).toBe('OTPCODESENT');
  });

  it('creates one account from ten concurrent submits, and one use of a code from ten', async () => {
    const dk = await visitor();
    const code = await dk.reachCode(donald, '10006', 'donald.k', 'donald.k@example.com');
    const uses = await Promise.all(Array.from({ length: 10 }, () => dk.code(code)));
    expect(uses.filter((answer) => status(answer) === 'OTPVALID')).toHaveLength(1);
    const submits = await Promise.all(Array.from({ length: 10 }, () => dk.submit()));
    expect(submits.map(status)).toEqual(Array(10).fill('SUCCESS'));
    const accounts = await kit.portal.database.db.execute(
      "select count(*)::int as count from accounts where user_name = 'donald.k'",
    );
    expect((accounts as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
  });
});
