// The registration calls of docs/product/calls.md (and username recovery's and password reset's
// verify calls), made as the pages make them, and the flows they need. Each success is
// checked by its status code, not only by HTTP 200: a flow at the wrong step answers 200
// STEPNOTALLOWED early and cheaply, which would make the figures look better than the real
// path is.
//
// Two kinds. A repeatable call does the same work every time on the same browser sessions
// (verifyPersonalInfo starts Jane Doe's registration over), so it can be driven at its peak
// and then at half of it. A one-shot call moves its flow on (validateZipCode, submit) or may
// not be repeated soon (a code is resent at most every 30 s), so each request gets a flow
// prepared for it at the right step, and the call runs at a fixed rate.

import { randomBytes } from 'node:crypto';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import type { PortalRequest } from './http-load.ts';
import {
  callPortal,
  classifyAnswer,
  type PortalClient,
  type PortalResponse,
  type VisitorSession,
} from './portal-client.ts';

export type RepeatableCallName =
  | 'verifyPersonalInfo'
  | 'validateVerificationCode'
  | 'rightSideContent'
  | 'reload'
  | 'userNameRecovery/verifyPersonalInfo';

export type OneShotCallName =
  | 'validateZipCode'
  | 'selectCredentials'
  | 'resendVerificationCode'
  | 'password-reset/verifyPersonalInfo'
  | 'submit';

export type RegistrationCallName = RepeatableCallName | OneShotCallName;

const registration = '/auth/employee-benefits/registration';

interface Person {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
}

/** Demo person Jane Doe (docs/product/demo-data.md): in the census, not registered. */
const jane: Person = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '05/01/1982',
  ssn: '1234',
  zipCode: '60601',
};
/** Demo person John Roe: registered as jroe2024, with an e-mail on file. */
const john = { firstName: 'John', lastName: 'Roe', dateOfBirth: '02/14/1975', ssn: '5678' };
/** The token the development bot check accepts. */
const botCheckToken = 'local-development';
const wrongCode = '000000';
const benchPassword = 'Str0ng#Passw0rd';

const personalInfo = ({ firstName, lastName, dateOfBirth, ssn }: Person) => ({
  firstName,
  lastName,
  dateOfBirth,
  ssn,
});

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

export const repeatableRequests: Record<RepeatableCallName, PortalRequest> = {
  // Repeated in one session, it starts Jane's flow over: the same work every time.
  verifyPersonalInfo: request('POST', `${registration}/verifyPersonalInfo`, personalInfo(jane), [
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
  // John's user name shown again, with its audit row and notice e-mail, every time.
  'userNameRecovery/verifyPersonalInfo': request(
    'POST',
    '/auth/userNameRecovery/verifyPersonalInfo',
    john,
    ['USERNAME_AVAILABLE'],
  ),
};

/** Where a one-shot call's flow must stand before the call. */
export const stepBefore: Record<OneShotCallName, FlowStep> = {
  validateZipCode: 'verification',
  selectCredentials: 'credentials',
  resendVerificationCode: 'code',
  // A fresh session: the call opens the reset flow and sends a code to John's e-mail.
  'password-reset/verifyPersonalInfo': 'none',
  submit: 'review',
};

/** The steps a bench flow is prepared to, in order. */
export type FlowStep = 'none' | 'verification' | 'credentials' | 'code' | 'review';
const stepOrder: FlowStep[] = ['none', 'verification', 'credentials', 'code', 'review'];

/** A browser session whose flow was taken to a step for one call. */
export interface PreparedFlow {
  session: VisitorSession;
  transactionId: string;
  userName: string;
}

/** The request of a one-shot call; each session it is given must hold a prepared flow. */
export function oneShotRequest(
  call: OneShotCallName,
  flows: readonly PreparedFlow[],
): PortalRequest {
  const flowOf = new Map(flows.map((flow) => [flow.session, flow]));
  const post = (path: string, body: (flow: PreparedFlow) => unknown, successCodes: string[]) => {
    const success = new Set(successCodes);
    return (async (client, session) => {
      const flow = flowOf.get(session);
      if (!flow) throw new Error(`${call} was given a session without a prepared flow`);
      return classifyAnswer(
        await callPortal(client, session, { method: 'POST', path, body: body(flow) }),
        success,
      );
    }) satisfies PortalRequest;
  };
  switch (call) {
    case 'validateZipCode':
      return post(
        `${registration}/validateZipCode`,
        () => ({ zipCode: jane.zipCode, recaptchaToken: botCheckToken }),
        ['VALID'],
      );
    case 'selectCredentials':
      return post(`${registration}/selectCredentials`, credentials, ['OTPCODESENT']);
    case 'resendVerificationCode':
      return post(`${registration}/resendVerificationCode`, () => ({}), ['OTPCODESENT']);
    case 'password-reset/verifyPersonalInfo':
      return post(`${registration}/password-reset/verifyPersonalInfo`, () => john, ['OTPCODESENT']);
    case 'submit':
      return post(`${registration}/submit`, ({ transactionId }) => ({ transactionId }), [
        'SUCCESS',
      ]);
  }
}

const credentials = ({ userName, transactionId }: PreparedFlow) => ({
  username: userName,
  password: benchPassword,
  emailAddress: emailOf(userName),
  transactionId,
});

const emailOf = (userName: string) => `${userName}@example.com`;

/** Seconds a flow must wait after a code went out before another may be sent. */
export const resendWaitSeconds = oneTimeCodeRules.resendWaitSeconds;

/**
 * The census people `submit` registers, one per flow: an account is made once per person, and
 * Jane Doe, whom every other call uses, must stay unregistered. Written into the database
 * before the server starts (the census import is an operator's command, not an API call).
 */
export function benchCensusCsv(count: number): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const person = benchPerson(index);
    return `${person.firstName},${person.lastName},${person.dateOfBirth},${benchSsn(index)},${person.zipCode},,`;
  });
  return ['first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name', ...rows].join(
    '\n',
  );
}

const benchSsn = (index: number) => `7${String(index).padStart(8, '0')}`;

function benchPerson(index: number): Person {
  // Letters only, as names must be: the index in base 26.
  let suffix = '';
  for (let rest = index; suffix === '' || rest > 0; rest = Math.floor(rest / 26)) {
    suffix = String.fromCharCode(97 + (rest % 26)) + suffix;
  }
  return {
    firstName: 'Bench',
    lastName: `Member${suffix}`,
    dateOfBirth: '03/15/1980',
    ssn: benchSsn(index).slice(-4),
    zipCode: '60601',
  };
}

/**
 * Takes each session's employee registration to `step`, `concurrency` sessions at a time, as
 * a person would: identity, ZIP code, credentials (a password hash each), the e-mailed code
 * read from the dev outbox. Jane Doe's flows, or for `people: 'bench census'` one bench person
 * per session. This is set-up, done before any timing.
 */
export async function prepareFlows(
  client: PortalClient,
  sessions: readonly VisitorSession[],
  {
    step,
    people = 'jane',
    concurrency,
  }: { step: FlowStep; people?: 'jane' | 'bench census'; concurrency: number },
): Promise<PreparedFlow[]> {
  const run = randomBytes(4).toString('hex');
  const reach = stepOrder.indexOf(step);
  const prepare = async (session: VisitorSession, index: number): Promise<PreparedFlow> => {
    const userName = `bench${run}${index}`;
    const flow: PreparedFlow = { session, transactionId: '', userName };
    const post = async (call: string, body: unknown, expected: string[]) =>
      expectCode(
        call,
        await callPortal(client, session, {
          method: 'POST',
          path: `${registration}/${call}`,
          body,
        }),
        expected,
      );
    if (reach < stepOrder.indexOf('verification')) return flow;
    const person = people === 'jane' ? jane : benchPerson(index);
    const verified = await post('verifyPersonalInfo', personalInfo(person), ['NOTREGISTERED']);
    flow.transactionId = verified.transactionId ?? '';
    if (reach < stepOrder.indexOf('credentials')) return flow;
    await post('validateZipCode', { zipCode: person.zipCode, recaptchaToken: botCheckToken }, [
      'VALID',
    ]);
    if (reach < stepOrder.indexOf('code')) return flow;
    await post('selectCredentials', credentials(flow), ['OTPCODESENT']);
    if (reach < stepOrder.indexOf('review')) return flow;
    const code = await readCode(client, session, emailOf(userName));
    await post('validateVerificationCode', { verificationCode: code }, ['OTPVALID']);
    return flow;
  };

  const flows: PreparedFlow[] = new Array(sessions.length);
  let next = 0;
  const worker = async () => {
    while (next < sessions.length) {
      const index = next++;
      flows[index] = await prepare(sessions[index] as VisitorSession, index);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return flows;
}

async function readCode(
  client: PortalClient,
  session: VisitorSession,
  email: string,
): Promise<string> {
  const response = await callPortal(client, session, {
    method: 'GET',
    path: `/auth/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const code = (JSON.parse(response.body) as { messages?: { code: string | null }[] }).messages?.[0]
    ?.code;
  if (response.status !== 200 || !code) {
    throw new Error(`Preparing a flow: no code for ${email} in the dev outbox`);
  }
  return code;
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
