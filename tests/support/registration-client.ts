// What the registration, recovery and reset API tests share: census rows of their own people,
// calls that must answer 200 JSON, and the newest message to an address with its code, read as
// a person would.

import { expect } from 'vitest';
import { importCensus } from '#server/adapters/census-import';
import { findMemberIdBySsnHash } from '#server/db/census-repository';
import { listMessages } from '#server/db/outbox-repository';
import type { Database } from '#server/db/client';
import { ssnHashes } from '#server/crypto/keyed-hash';
import type { TestApp, TestBrowser } from './test-app.ts';
import { testSecrets } from './test-secrets.ts';
import { systemClock, todayOn } from '#domain/shared/clock';

/** The columns of a census file (src/server/adapters/census-import.ts). */
export const censusHeader =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name';

/**
 * Imports a test's own census people under a client of its own, with the tests' data key, as
 * the portal under test reads them; fails the test unless every row went in.
 */
export async function importTestCensus(
  db: Database,
  client: { clientId: string; clientName: string },
  rows: string[],
): Promise<void> {
  const imported = await importCensus(
    db,
    { ...client, csv: [censusHeader, ...rows].join('\n') },
    { dataKey: testSecrets.DATA_KEY, today: todayOn(systemClock()) },
  );
  expect(imported).toMatchObject({ ok: true, added: rows.length });
}

/**
 * A person as the personal-information form sends them: date MM/DD/YYYY, SSN last 4. A type,
 * not an interface, so it also serves as form fields (URLSearchParams).
 */
export type Person = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
};

export const person = (
  firstName: string,
  lastName: string,
  dateOfBirth: string,
  ssn: string,
): Person => ({ firstName, lastName, dateOfBirth, ssn });

/** POSTs as the browser's page does; anything but 200 fails the test with the body. */
export function jsonCalls(browser: TestBrowser) {
  return async (path: string, body?: unknown) => {
    const response = await browser.post(path, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
}

/** The code of the newest message to `to`; with `channel`, it must have gone that way. */
export async function codeSentTo(
  db: Database,
  to: string,
  channel?: 'email' | 'sms',
): Promise<string> {
  const [message] = await listMessages(db, { to, limit: 1 });
  if (channel) expect(message?.channel).toBe(channel);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** The newest message to `to`, as the dev outbox lists it. */
export async function newestMessageTo(db: Database, to: string) {
  const [message] = await listMessages(db, { to, limit: 1 });
  return message;
}

/** The census row of a test's own person, by client and full SSN, for linking an account. */
export async function memberOf(db: Database, dataKey: string, clientId: string, ssn: string) {
  const id = await findMemberIdBySsnHash(db, clientId, ssnHashes(dataKey, ssn).full);
  if (!id) throw new Error(`no census row for ${clientId}/${ssn.slice(-4)}`);
  return id;
}

/**
 * Opens `page` in a new browser of its own, from an address of its own in 10.`subnet`.x.y, so
 * per-address limits of one test never reach another. `portal` is read at each call: test
 * files start it in beforeAll.
 */
export function browserFactory(portal: () => TestApp, subnet: number, page: string) {
  let opened = 0;
  return async (): Promise<TestBrowser> => {
    opened++;
    const browser = portal().browser({
      address: `10.${subnet}.${Math.floor(opened / 250)}.${opened % 250}`,
    });
    await browser.openPage(page);
    return browser;
  };
}
