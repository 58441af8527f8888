// Employee registration proving who a person is: a registered person is sent to login, an
// SSN's last four that fit two employers asks for nine digits, age and a disabled account are
// refused, and wrong guesses lock the session and then the census person.

import { describe, expect, it } from 'vitest';
import { person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import {
  ada,
  alan,
  employeeRegistrationKit,
  grace,
  status,
} from '#tests/support/employee-registration-kit';

/** People of the demo data (docs/product/demo-data.md#people-and-accounts). */
const john = person('John', 'Roe', '02/14/1975', '5678');
const maria = person('Maria', 'Garcia', '07/04/1990', '4321');
const tim = person('Tim', 'Young', '01/15/2012', '3456');
const dana = person('Dana', 'Disabled', '12/01/1985', '2468');

describe.each(testEngines)('employee registration on %s', (engine) => {
  const kit = employeeRegistrationKit(engine);
  const { visitor } = kit;

  it('sends a registered person to login', async () => {
    expect(await (await visitor()).verify(john)).toEqual({
      status: {
        code: 'ALREADYREGISTERED',
        name: "You already have an online account. Please log in, or select Can't access your account? to recover your user name or password.",
      },
    });
  });

  it('asks for all nine digits when the last four fit two employers', async () => {
    const mg = await visitor();
    expect(status(await mg.verify(maria))).toBe('MULTIPLECLIENTS');
    expect((await mg.reload()).ssnLength).toBe(9);
    expect(status(await mg.verify({ ...maria, ssn: '222334321' }))).toBe('NOTREGISTERED');
    expect(status(await mg.zip('73301'))).toBe('VALID');
  });

  it('goes back to the last four digits when the nine match no one', async () => {
    const mg = await visitor();
    await mg.verify(maria);
    expect(status(await mg.verify({ ...maria, ssn: '999999999' }))).toBe('SSNAVAILABLE');
    expect((await mg.reload()).ssnLength).toBe(4);
    expect(status(await mg.verify(maria))).toBe('MULTIPLECLIENTS');
  });

  it('refuses people under 18 and people whose account an operator disabled', async () => {
    expect(status(await (await visitor()).verify(tim))).toBe('AGEELIGIBILITYFAILED');
    expect(await (await visitor()).verify(dana)).toEqual({
      status: {
        code: 'USERLOCKED',
        name: 'For your security, online access for you is locked. Please call 1-800-555-2273 for assistance.',
      },
    });
  });

  it('answers the not-validated sentence, and locks the session for 30 minutes on the fifth', async () => {
    const guesser = await visitor();
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      codes.push(await guesser.verify({ ...ada, ssn: `11${attempt}1` }));
    }
    expect(codes[0]).toEqual({
      status: {
        code: 'NOTVALIDATED',
        name: 'We could not validate your account based on the information provided. Please try again.',
      },
    });
    expect(codes.map(status)).toEqual([...Array(4).fill('NOTVALIDATED'), 'SESSIONLOCKED']);
    // Even the right answers are refused now, at every step.
    expect(status(await guesser.verify(ada))).toBe('SESSIONLOCKED');
    expect(status(await guesser.zip('10001'))).toBe('SESSIONLOCKED');
    // Still in use, so the session stays alive while its lock runs out.
    kit.portal.clock.advanceMinutes(20);
    expect(status(await guesser.verify(ada))).toBe('SESSIONLOCKED');
    kit.portal.clock.advanceMinutes(10);
    expect(status(await guesser.verify(ada))).toBe('NOTREGISTERED');
    kit.portal.clock.advanceMinutes(-30);
  });

  it('locks a census person after 10 failed guesses a day from any session or address', async () => {
    for (let guess = 0; guess < 10; guess++) {
      const guesser = await visitor();
      expect(
        status(await guesser.verify({ ...alan, ssn: `5${String(guess).padStart(3, '0')}` })),
      ).toBe('NOTVALIDATED');
    }
    expect(status(await (await visitor()).verify(alan))).toBe('USERLOCKED');
    kit.portal.clock.advanceMinutes(24 * 60);
    expect(status(await (await visitor()).verify(alan))).toBe('NOTREGISTERED');
    kit.portal.clock.advanceMinutes(-24 * 60);
  });

  it('checks the bot-protection token before the ZIP code, and counts a wrong ZIP', async () => {
    const gh = await visitor();
    await gh.verify(grace);
    expect(status(await gh.zip('10003', 'a-bot'))).toBe('BOTCHECKFAILED');
    expect(await gh.zip('99999')).toEqual({
      status: {
        code: 'ZIPNOTVALID',
        name: 'The ZIP code you entered does not match our records. Please try again.',
      },
    });
    for (let attempt = 0; attempt < 3; attempt++) await gh.zip('99999');
    expect(status(await gh.zip('99999'))).toBe('SESSIONLOCKED');
  });
});
