// What the employee registration API tests share: people of a census only they use, so their
// lockouts and accounts spoil nothing else, and a test app on the engine in which each person
// registers from a browser and an address of their own.

import { afterAll, beforeAll, expect } from 'vitest';
import { type TestApp, startTestApp, type TestBrowser } from './test-app.ts';
import {
  browserFactory,
  censusHeader,
  codeSentTo,
  jsonCalls,
  type Person,
  person,
} from './registration-client.ts';
import type { Engine } from './test-database.ts';
import { testSecrets } from './test-secrets.ts';
import { importCensus } from '#server/adapters/census-import';
import { todayOn } from '#domain/shared/clock';

export const api = '/auth/employee-benefits/registration';
export const strongPassword = 'Str0ng#Passw0rd';

const testCensus = [
  censusHeader,
  'Ada,Lovelace,12/10/1975,900-00-0001,10001,,',
  'Alan,Turing,06/23/1972,900-00-0002,10002,,',
  'Grace,Hopper,12/09/1966,900-00-0003,10003,,',
  'Edsger,Dijkstra,05/11/1970,900-00-0004,10004,,',
  'Barbara,Liskov,11/07/1979,900-00-0005,10005,,',
  'Donald,Knuth,01/10/1968,900-00-0006,10006,,',
  'Frances,Allen,08/04/1972,900-00-0007,10007,,',
].join('\n');
export const ada = person('Ada', 'Lovelace', '12/10/1975', '0001');
export const alan = person('Alan', 'Turing', '06/23/1972', '0002');
export const grace = person('Grace', 'Hopper', '12/09/1966', '0003');
export const edsger = person('Edsger', 'Dijkstra', '05/11/1970', '0004');
export const barbara = person('Barbara', 'Liskov', '11/07/1979', '0005');
export const donald = person('Donald', 'Knuth', '01/10/1968', '0006');
export const frances = person('Frances', 'Allen', '08/04/1972', '0007');

export const status = (answer: { status: { code: string } }) => answer.status.code;

/**
 * A test app on `engine` with the census above, for a `describe` of registration tests: started
 * before its tests (`portal` is set once they run) and closed after them. `visitor()` is a
 * person in a browser of their own.
 */
export function employeeRegistrationKit(engine: Engine) {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 1, '/auth/employee-benefits/registration/full');

  beforeAll(async () => {
    portal = await startTestApp(engine);
    const imported = await importCensus(
      portal.database.db,
      { clientId: '100000009', clientName: 'Test Labs', csv: testCensus },
      { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) },
    );
    expect(imported).toMatchObject({ ok: true, added: 7 });
  });
  afterAll(() => portal.close());

  /** A person in a browser of their own, from an address of their own. */
  async function visitor() {
    const browser = await newBrowser();
    return registrant(browser);
  }

  function registrant(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      get transactionId() {
        return transactionId;
      },
      async verify(who: Person) {
        const answer = await call(`${api}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      zip: (zipCode: string, recaptchaToken = 'local-development') =>
        call(`${api}/validateZipCode`, { zipCode, recaptchaToken }),
      credentials: (username: string, emailAddress: string, password = strongPassword) =>
        call(`${api}/selectCredentials`, { username, password, emailAddress, transactionId }),
      code: (verificationCode: string) =>
        call(`${api}/validateVerificationCode`, { verificationCode }),
      resend: () => call(`${api}/resendVerificationCode`),
      back: () => call('/auth/employee-benefits/backToCredentialPage'),
      submit: (id = transactionId) => call(`${api}/submit`, { transactionId: id }),
      proceed: (id = transactionId) => call(`${api}/proceedToLogin`, { transactionId: id }),
      reload: async () => (await browser.get('/auth/reload')).json(),
      /** The code of the newest message to `to`, read the way a person reads the e-mail. */
      codeSentTo: (to: string) => codeSentTo(portal.database.db, to),
      /** Everything up to the code screen. */
      async reachCode(who: Person, zipCode: string, userName: string, email: string) {
        expect((await this.verify(who)).status.code).toBe('NOTREGISTERED');
        expect((await this.zip(zipCode)).status.code).toMatch(/^VALID/);
        expect((await this.credentials(userName, email)).status.code).toBe('OTPCODESENT');
        return this.codeSentTo(email);
      },
    };
  }

  return {
    get portal() {
      return portal;
    },
    visitor,
  };
}
