// Identity-proofing guesses are throttled per census person (docs/product/self-service.md): a
// last-4 SSN has only 10,000 values, and sessions and addresses cost an attacker nothing, so the
// limit that matters counts failures against the person, from any browser, address and flow
// (registration, username recovery, password reset). Once it is reached that person's identity
// checks answer USERLOCKED for every session, until the window passes, and nothing the attacker
// sends meanwhile tells a right guess from a wrong one or lifts the lock. Other people are not
// affected.
//
// The flow tests (flows/<flow>/*.test.ts) show the person limit in each flow; this file
// states the property whole: across flows and addresses, for sessions opened before the lock,
// for the person next to them, and against guessing that goes on after the lock.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import {
  browserFactory,
  censusHeader,
  jsonCalls,
  memberOf,
  type Person,
  person,
} from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { parseConfig } from '#server/config/config';
import { addAccount } from '#tests/support/log-in-kit';
import { todayOn } from '#domain/shared/clock';

/** The limits in force: the defaults of config.ts, which the test portal runs with. */
const limits = parseConfig({ NODE_ENV: 'test', ...testSecrets }).proofing;
const personLimit = limits.person.maxFailures;
const windowMinutes = limits.person.windowMinutes ?? 0;

const clientId = '100000040';
const census = [
  censusHeader,
  'Tara,Target,03/14/1979,900-40-4401,40001,,',
  'Gil,Guarded,07/22/1984,900-40-4402,40002,,',
  'Otto,Other,11/05/1980,900-40-4403,40003,,',
].join('\n');
const tara = person('Tara', 'Target', '03/14/1979', '4401');
const gil = person('Gil', 'Guarded', '07/22/1984', '4402');
const otto = person('Otto', 'Other', '11/05/1980', '4403');

/** The three flows that prove an employee against the census: their page and their call. */
const flows = {
  registration: {
    page: '/auth/employee-benefits/registration/full',
    verify: '/auth/employee-benefits/registration/verifyPersonalInfo',
  },
  recovery: {
    page: '/auth/userNameRecovery/verifyPersonalInformation',
    verify: '/auth/userNameRecovery/verifyPersonalInfo',
  },
  reset: {
    page: '/auth/employee-benefits/registration/password-reset',
    verify: '/auth/employee-benefits/registration/password-reset/verifyPersonalInfo',
  },
} as const;
type FlowName = keyof typeof flows;
const flowNames = Object.keys(flows) as FlowName[];

/** What each flow answers the right details of a person with an account, unlocked. */
const openAnswer: Record<FlowName, string> = {
  registration: 'ALREADYREGISTERED',
  recovery: 'USERNAME_AVAILABLE',
  reset: 'OTPCODESENT',
};

/** A wrong last four for guess `n`, never the person's own. */
const wrongSsn = (who: Person, n: number) => {
  const guess = String(1000 + n);
  return guess === who.ssn ? String(9000 + n) : guess;
};

describe.each(testEngines)('proofing guesses throttled per census person on %s', (engine) => {
  let portal: TestApp;
  // Each flow's browsers come from addresses of their own subnet, one address per browser.
  const browsers = {
    registration: browserFactory(() => portal, 41, flows.registration.page),
    recovery: browserFactory(() => portal, 42, flows.recovery.page),
    reset: browserFactory(() => portal, 43, flows.reset.page),
  };

  beforeAll(async () => {
    portal = await startTestApp(engine, { demoData: false });
    const { db } = portal.database;
    const imported = await importCensus(
      db,
      { clientId, clientName: 'Throttle Labs', csv: census },
      { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) },
    );
    expect(imported).toMatchObject({ ok: true, added: 3 });
    for (const [who, ssn] of [
      [tara, '900404401'],
      [gil, '900404402'],
      [otto, '900404403'],
    ] as const) {
      await addAccount(db, {
        userName: `${who.firstName.toLowerCase()}.${who.lastName.toLowerCase()}`,
        password: 'Old#Passw0rd1',
        role: 'employee',
        memberId: await memberOf(db, testSecrets.DATA_KEY, clientId, ssn),
        firstName: who.firstName,
        lastName: who.lastName,
        email: `${who.firstName.toLowerCase()}@throttle.test`,
      });
    }
  });
  afterAll(() => portal.close());

  /** One identity check, in a new browser from a new address, in `flow`. */
  async function check(flow: FlowName, who: Person): Promise<string> {
    const browser = await browsers[flow]();
    // A moment between checks, so that a code e-mail is never refused as a resend too soon.
    portal.clock.advanceMinutes(1);
    return (await jsonCalls(browser)(flows[flow].verify, who)).status.code;
  }

  /** `count` wrong guesses at `who`'s SSN, each from a browser and address of its own. */
  async function guess(who: Person, count: number, from = 0): Promise<string[]> {
    const answers = [];
    for (let n = from; n < from + count; n++) {
      answers.push(
        await check(flowNames[n % flowNames.length] ?? 'registration', {
          ...who,
          ssn: wrongSsn(who, n),
        }),
      );
    }
    return answers;
  }

  it(`locks a person after ${personLimit} guesses from as many browsers and addresses, for every session and flow`, async () => {
    expect(personLimit).toBeGreaterThan(limits.session.maxFailures);
    // Browsers that opened their page before the guessing started.
    const waiting = {
      registration: await browsers.registration(),
      recovery: await browsers.recovery(),
      reset: await browsers.reset(),
    };
    for (const flow of flowNames) expect(await check(flow, tara)).toBe(openAnswer[flow]);

    expect(await guess(tara, personLimit - 1)).toEqual(Array(personLimit - 1).fill('NOTVALIDATED'));
    // One below the limit, the person is still open.
    expect(await check('recovery', tara)).toBe('USERNAME_AVAILABLE');
    // The limit-th guess locks; it answers like any wrong guess.
    expect(await guess(tara, 1, personLimit)).toEqual(['NOTVALIDATED']);

    for (const flow of flowNames) {
      expect(await check(flow, tara)).toBe('USERLOCKED');
      const answer = await jsonCalls(waiting[flow])(flows[flow].verify, tara);
      expect({ flow, code: answer.status.code }).toEqual({ flow, code: 'USERLOCKED' });
      expect(answer).not.toHaveProperty('userName');
    }
    // The person next to her is untouched, from the same subnets.
    for (const flow of flowNames) expect(await check(flow, otto)).toBe(openAnswer[flow]);

    // The lock holds for the whole window, and ends with it.
    portal.clock.advanceMinutes(windowMinutes - 2 * flowNames.length - 5);
    expect(await check('recovery', tara)).toBe('USERLOCKED');
    portal.clock.advanceMinutes(2 * flowNames.length + 10);
    expect(await check('recovery', tara)).toBe('USERNAME_AVAILABLE');
  });

  it('keeps the lock while the guessing goes on, and answers a right guess like a wrong one', async () => {
    expect(await guess(gil, personLimit)).toEqual(Array(personLimit).fill('NOTVALIDATED'));
    expect(await check('registration', gil)).toBe('USERLOCKED');
    // The attacker keeps guessing after the lock. Were a wrong guess answered NOTVALIDATED
    // and the right one USERLOCKED, the lock would name the right SSN to whoever keeps trying.
    const afterLock = await guess(gil, 3, personLimit);
    expect(afterLock).toEqual(Array(3).fill('USERLOCKED'));
    for (const flow of flowNames) {
      expect({ flow, code: await check(flow, gil) }).toEqual({ flow, code: 'USERLOCKED' });
    }
  });
});
