// What the registration API tests share: census rows of their own people, calls that must
// answer 200 JSON, and the code of the newest message to an address, read as a person would.

import { expect } from 'vitest';
import { listMessages } from '../../src/server/db/outbox-repository.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { TestBrowser } from './test-app.ts';

/** The columns of a census file (src/server/adapters/census-import.ts). */
export const censusHeader =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name';

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
