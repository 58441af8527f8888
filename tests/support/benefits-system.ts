// What the system tests of the benefits area share (docs/operations.md#scaling-out): employees
// of a test's own client, each with an account and an open claim, for a portal process; the
// claim wizard's draft and its Submit as the browser sends them; and an upload streamed to that
// process at a pace the test sets, so that a fault can strike while a file is still arriving.

import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { expect } from 'vitest';
import { claimSubmittedText } from '#domain/claims/claim-status';
import type { DraftAnswer, SubmitClaimAnswer } from '#domain/claims/claims-answers';
import { addDays } from '#domain/shared/calendar-date';
import type { Database } from '#server/db/client';
import { insertTestClaim, ownIllnessAnswers } from './claim-fixtures.ts';
import type { S3DocumentSettings } from '#server/config/documents-config';
import type { HttpBrowser } from './http-browser.ts';
import type { PortalProcess } from './portal-process.ts';
import { createPostgresDatabase } from './postgres-database.ts';
import { addAccount } from './log-in-kit.ts';
import { importTestCensus, memberOf } from './registration-client.ts';
import { testSecrets } from './test-secrets.ts';
import { systemClock, todayOn } from '#domain/shared/clock';

export type SystemDatabase = Awaited<ReturnType<typeof createPostgresDatabase>> & {
  /** A plain client, to read the tables as an operator would. */
  admin: pg.Client;
};

/** A database of the test's own on the server of DATABASE_URL; close() drops it. */
export async function openSystemDatabase(): Promise<SystemDatabase> {
  const database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  return {
    ...database,
    admin,
    close: async () => {
      await admin.end();
      await database.close();
    },
  };
}

export const systemPassword = 'Str0ng#Passw0rd';

export interface TestEmployee {
  userName: string;
  email: string;
  memberId: string;
  /** An open leave of theirs ('Information needed'), for documents. */
  claimNumber: string;
}

/**
 * `count` census people of a client of the test's own (ids 9xx-xx-NNNN by `ssnArea`), each
 * with an employee account and one open claim numbered C<claimBase + index>.
 */
export async function addEmployeesWithClaims(
  db: Database,
  client: { clientId: string; clientName: string; ssnArea: string; claimBase: number },
  count: number,
): Promise<TestEmployee[]> {
  const ssnOf = (index: number) => `${client.ssnArea}-${String(index + 1).padStart(4, '0')}`;
  const lastNameOf = (index: number) => `Fault${String.fromCharCode(97 + index)}`;
  await importTestCensus(
    db,
    client,
    Array.from(
      { length: count },
      (_, index) => `Fay,${lastNameOf(index)},03/03/1983,${ssnOf(index)},60601,,`,
    ),
  );
  const employees: TestEmployee[] = [];
  for (let index = 0; index < count; index++) {
    const userName = `fault.${client.clientId}.${index}`;
    const email = `${userName}@example.com`;
    const memberId = await memberOf(
      db,
      testSecrets.DATA_KEY,
      client.clientId,
      ssnOf(index).replaceAll('-', ''),
    );
    await addAccount(db, {
      userName,
      password: systemPassword,
      role: 'employee',
      memberId,
      firstName: 'Fay',
      lastName: lastNameOf(index),
      email,
    });
    const claimNumber = `C${client.claimBase + index}`;
    await insertTestClaim(db, memberId, { claimNumber, clientId: client.clientId });
    employees.push({ userName, email, memberId, claimNumber });
  }
  return employees;
}

const claimsApi = '/auth/employee-benefits/api/claims';

/** The wizard up to its review step, as the browser saves it: answers the draft's key. */
export async function draftAtReview(browser: HttpBrowser): Promise<string> {
  const draft = (await browser.get(`${claimsApi}/draft`)).json<DraftAnswer>();
  const saved = await browser.post(`${claimsApi}/draft`, {
    step: 'review',
    // A disability claim with family medical leave (two claims), the absence starting today.
    answers: ownIllnessAnswers(addDays(todayOn(systemClock()), -3)),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return draft.idempotencyKey;
}

/** Submit, as the review step sends it; anything but 200 throws with the body. */
export async function submitDraft(
  browser: HttpBrowser,
  idempotencyKey: string,
): Promise<SubmitClaimAnswer> {
  const answer = await browser.post(`${claimsApi}/submit`, { idempotencyKey, attestation: true });
  if (answer.statusCode !== 200) throw new Error(`submit: ${answer.statusCode} ${answer.body}`);
  return answer.json<SubmitClaimAnswer>();
}

/** One employee's submission: their browser, the draft's key, and what Submit answered. */
export interface Submission {
  employee: TestEmployee;
  browser: HttpBrowser;
  key: string;
  answer?: SubmitClaimAnswer;
}

/** Per idempotency key: claims filed, their 'received' timeline entries, drafts, receipts. */
export interface Filing {
  key: string;
  claims: number;
  timeline: number;
  drafts: number;
  receipts: number;
}

export async function filings(admin: pg.Client, submissions: Submission[]): Promise<Filing[]> {
  const result = await admin.query<Filing>(
    `select k.key,
       (select count(*)::int from claims c where c.idempotency_key = k.key) as claims,
       (select count(*)::int from claim_events e join claims c on c.id = e.claim_id
         where c.idempotency_key = k.key and e.text = $3) as timeline,
       (select count(*)::int from claim_drafts d where d.idempotency_key = k.key) as drafts,
       (select count(*)::int from outbox o where o.channel = 'email' and o.recipient = k.email
         and o.subject like '%We received your request') as receipts
     from unnest($1::uuid[], $2::text[]) as k(key, email)`,
    [
      submissions.map((submission) => submission.key),
      submissions.map((submission) => submission.employee.email),
      claimSubmittedText,
    ],
  );
  return result.rows;
}

/** Whole or nothing: two claims with their timeline and receipt and no draft, or the draft. */
export function expectWholeOrNothing(rows: Filing[]) {
  for (const row of rows) {
    const whole = { key: row.key, claims: 2, timeline: 2, drafts: 0, receipts: 1 };
    const nothing = { key: row.key, claims: 0, timeline: 0, drafts: 1, receipts: 0 };
    expect([whole, nothing]).toContainEqual(row);
  }
}

/** An answer as the client got it; status 0 when the connection broke before one came. */
export interface RawAnswer {
  status: number;
  body: string;
}

export interface StreamedRequest {
  /** Bytes of the body written so far. */
  sent(): number;
  answer: Promise<RawAnswer>;
}

/**
 * POSTs `body` with the browser's session and token, `chunkBytes` at a time with `pauseMs`
 * between chunks, as a slow uplink would: the server reads it as it arrives.
 */
export function streamRequest(
  browser: HttpBrowser,
  path: string,
  { body, contentType }: { body: Buffer; contentType: string },
  { chunkBytes = 64 * 1024, pauseMs = 10 } = {},
): StreamedRequest {
  let written = 0;
  const answer = new Promise<RawAnswer>((resolve) => {
    const request = httpRequest(`${browser.origin}${path}`, {
      method: 'POST',
      headers: {
        cookie: `portal_sid=${browser.cookie('portal_sid') ?? ''}`,
        'x-csrf-token': browser.csrfToken ?? '',
        'content-type': contentType,
        'content-length': body.length,
      },
    });
    request.on('error', (error) => resolve({ status: 0, body: String(error) }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', (error) => resolve({ status: 0, body: String(error) }));
    });
    void (async () => {
      while (written < body.length && !request.destroyed) {
        const chunk = body.subarray(written, written + chunkBytes);
        written += chunk.length;
        if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve));
        await sleep(pauseMs);
      }
      request.end();
    })();
  });
  return { sent: () => written, answer };
}

/** Resolves once `condition` holds, checking every 20 ms; fails after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await sleep(20);
  }
}

/**
 * An error answer as the portal's one error handler shapes it (src/server/plugins/errors.ts):
 * JSON with a code and a sentence, nothing more; no stack, no internal name or address.
 */
export function expectCleanError(answer: RawAnswer): void {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(
    'field' in body ? ['error', 'field', 'message'] : ['error', 'message'],
  );
  expect(typeof body.message).toBe('string');
  expect(answer.body).not.toMatch(/\bat \S+:\d+|Error:|ECONN|127\.0\.0\.1|S3|stack/i);
}

/** A GET with the browser's session whose body is bytes (a download), not text. */
export async function getBytes(
  browser: HttpBrowser,
  path: string,
): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${browser.origin}${path}`, {
    headers: { cookie: `portal_sid=${browser.cookie('portal_sid') ?? ''}` },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** DOCUMENTS_S3_* for a portal process that reaches the bucket through a proxy's port. */
export function documentsS3Env(
  settings: S3DocumentSettings,
  proxyPort: number,
  timeoutMs: number,
): Record<string, string> {
  return {
    DOCUMENTS_S3_URL: `http://127.0.0.1:${proxyPort}/${settings.bucket}`,
    DOCUMENTS_S3_ACCESS_KEY_ID: settings.accessKeyId,
    DOCUMENTS_S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    DOCUMENTS_S3_TIMEOUT_MS: String(timeoutMs),
  };
}

/** The lines a portal process logged with this message (pino's `msg`). */
export function logLinesOf(portal: PortalProcess, message: string): string[] {
  return portal.output.filter((line) => line.includes(`"msg":"${message}"`));
}
