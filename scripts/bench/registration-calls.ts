// The registration calls that never hash a password (DESIGN.md section 10), made as the
// registration pages make them, and the flows they need. Each success is checked by its
// status code, not only by HTTP 200: a flow at the wrong step answers 200 STEPNOTALLOWED
// early and cheaply, which would make the figures look better than the real path is.

import { randomBytes } from 'node:crypto';
import type { PortalRequest } from './http-load.ts';
import {
  callPortal,
  classifyAnswer,
  type PortalClient,
  type PortalResponse,
  type VisitorSession,
} from './portal-client.ts';

export type NonHashingCallName =
  'verifyPersonalInfo' | 'validateVerificationCode' | 'rightSideContent' | 'reload';

const registration = '/auth/employee-benefits/registration';

/** Demo person Jane Doe (DESIGN.md section 8): in the census, not registered. */
const jane = { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '05/01/1982', ssn: '1234' };
const janeZipCode = '60601';
/** The token the development bot check accepts. */
const botCheckToken = 'local-development';
const wrongCode = '000000';

function request(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  successCodes: string[],
): PortalRequest {
  const success = new Set(successCodes);
  return async (client, session) =>
    classifyAnswer(await callPortal(client, session, { method, path, body }), success);
}

export const nonHashingRequests: Record<NonHashingCallName, PortalRequest> = {
  // Repeated in one session, it starts Jane's flow over: the same work every time.
  verifyPersonalInfo: request('POST', `${registration}/verifyPersonalInfo`, jane, [
    'NOTREGISTERED',
  ]),
  // A wrong code: the entry is counted, then checked. After the fifth the flow answers
  // OTPATTEMPTSEXCEEDED, which counts the entry all the same, as a guessing attacker's would.
  validateVerificationCode: request(
    'POST',
    `${registration}/validateVerificationCode`,
    { verificationCode: wrongCode },
    ['OTPINVALID', 'OTPATTEMPTSEXCEEDED'],
  ),
  rightSideContent: request('POST', '/auth/registration/rightSideContent', undefined, ['SUCCESS']),
  // On a session with a flow, so that the answer carries the flow, as on a page reload.
  reload: request('GET', '/auth/reload', undefined, ['SUCCESS']),
};

/**
 * Takes each session through Jane's identity check, ZIP code and credentials, to the step
 * that waits for the e-mailed code. Choosing credentials hashes the password, so this is
 * set-up, done before any timing.
 */
export async function prepareCodeStepFlows(
  client: PortalClient,
  sessions: readonly VisitorSession[],
): Promise<void> {
  const run = randomBytes(4).toString('hex');
  for (const [index, session] of sessions.entries()) {
    const post = async (call: string, body: unknown, expected: string[]) => {
      const response = await callPortal(client, session, {
        method: 'POST',
        path: `${registration}/${call}`,
        body,
      });
      return expectCode(call, response, expected);
    };
    const personalInfo = await post('verifyPersonalInfo', jane, ['NOTREGISTERED']);
    await post('validateZipCode', { zipCode: janeZipCode, recaptchaToken: botCheckToken }, [
      'VALID',
      'VALID_USERNAME_EXIST',
    ]);
    const userName = `bench${run}${index}`;
    await post(
      'selectCredentials',
      {
        username: userName,
        password: 'Str0ng#Passw0rd',
        emailAddress: `${userName}@example.com`,
        transactionId: personalInfo.transactionId,
      },
      ['OTPCODESENT'],
    );
  }
}

function expectCode(
  call: string,
  response: PortalResponse,
  expected: string[],
): { transactionId?: string } {
  const body = (() => {
    try {
      return JSON.parse(response.body) as { status?: { code?: string }; transactionId?: string };
    } catch {
      return {};
    }
  })();
  const code = body.status?.code;
  if (response.status !== 200 || code === undefined || !expected.includes(code)) {
    throw new Error(
      `Preparing a flow: ${call} answered HTTP ${response.status} ${response.body.slice(0, 200)}, expected ${expected.join(' or ')}`,
    );
  }
  return body;
}
