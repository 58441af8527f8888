// Scale-out of the benefits area (docs/operations.md#scaling-out): two portal processes on one
// PostgreSQL database, one Redis and one S3 server, with nothing in front of them but their own
// ports. A document stored through either instance is listed and downloaded through the other; a
// claim's Submit and a bill's Pay now, sent to both at once, file and debit once; the payment
// provider's webhooks and the claims system's events, each sent to both instances at once and then
// again, apply once; a session's uploads count against one limit.
//
// scale-out.test.ts proves the login side on two instances and is not repeated here: a login
// on one is a session on the other and so is a logout, wrong passwords spread over both lock
// the account after five, codes and their resends count across both, the outbox sends each
// message once, and the per-session and per-address limits stop a client at the same call.

import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '#domain/billing/billing-answers';
import type { DraftAnswer, SubmitClaimAnswer } from '#domain/claims/claims-answers';
import type { IncomingClaimsEvent } from '#domain/claims/claims-events';
import type { DocumentsAnswer, UploadAnswer } from '#domain/documents/documents-answers';
import { addDays } from '#domain/shared/calendar-date';
import { systemClock, todayOn } from '#domain/shared/clock';
import { signedEventHeaders } from '#server/adapters/claims-system';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import type { DatabaseHandle } from '#server/db/client';
import { listMessages } from '#server/db/outbox-repository';
import { invoicePayments, invoices } from '#server/db/schema/billing';
import { claimEvents, claimPayments, claims } from '#server/db/schema/claims';
import { loadDemoData } from '#server/dev/demo/demo-data';
import {
  type PaymentProviderStandIn,
  startPaymentProviderStandIn,
} from '#server/dev/payment-provider-stand-in/payment-provider-stand-in';
import {
  signatureHeader,
  type StandInEvent,
} from '#server/dev/payment-provider-stand-in/stand-in-objects';
import { tableDigest } from '#tests/support/app-routes';
import { billingApi, issueAcmeBill, payForm } from '#tests/support/billing-fixtures';
import { webhookPath } from '#tests/support/billing-portal';
import { insertTestClaim, memberIdOf, ownIllnessAnswers } from '#tests/support/claim-fixtures';
import { employeeApi } from '#tests/support/employer-kit';
import { browserOn, type ClientBehindProxy, on, startPortalPair } from '#tests/support/portal-pair';
import type { PortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { someAddress } from '#tests/support/rate-limited-app';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { samplePdf } from '#tests/support/sample-documents';
import { testSecrets } from '#tests/support/test-secrets';
import { logIn } from '#tests/support/log-in-kit';

const documentsApi = `${employeeApi}/documents`;
const claimsEventsPath = '/auth/integrations/claims/events';
const limits = { session: 20 };
const webhookSecret = 'whsec_scale_out_benefits_test';
const claimsEventsSecret = 'claims-events-secret-of-the-scale-out-test';
const johnEmail = 'john.roe@example.com';
const alexEmail = 'alex.admin@acme.example';

/** A PDF of its own bytes: no two are alike, so a download can only match its own upload. */
const somePdf = () => Buffer.concat([samplePdf(), randomBytes(256 * 1024)]);

/** The upload form of the documents page: one file for a claim. */
function uploadForm(claimNumber: string, fileName: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('claimNumber', claimNumber);
  form.append('documentType', 'medical-certification');
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), fileName);
  return form;
}

/** The HTTP statuses of calls sent at the same moment (fetch's answers or a browser's). */
const atOnce = (...calls: Promise<{ status: number } | { statusCode: number }>[]) =>
  Promise.all(calls).then((answers) =>
    answers.map((answer) => ('status' in answer ? answer.status : answer.statusCode)),
  );

describe('the benefits area on two instances with one database, Redis and bucket', () => {
  let database: DatabaseHandle & { url: string };
  let s3: TestS3Server;
  let provider: PaymentProviderStandIn;
  let one: PortalProcess;
  let two: PortalProcess;
  /**
   * Where the provider's and the claims system's calls come from, through the balancer. Having
   * no session, they count against the per-session limit by this address: each test stays under.
   */
  const providerAddress = someAddress();
  const claimsSystemAddress = someAddress();

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    const hasher = await createPasswordHasher({ concurrency: 2, queue: 10 });
    await loadDemoData(database.db, {
      dataKey: testSecrets.DATA_KEY,
      sealKeys: testSecrets.DATA_KEY,
      clock: systemClock(),
      hasher,
    });
    s3 = await startS3Server();
    // One provider for both, as Stripe is: its events are held and posted by the tests.
    provider = await startPaymentProviderStandIn({
      webhookSecret,
      processingAfterMs: 20,
      settleAfterMs: 200,
      retryDelaysMs: [],
    });
    provider.holdWebhooks();
    [one, two] = await startPortalPair(database.url, {
      REDIS_URL: process.env.REDIS_URL ?? '',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SESSION_PER_MINUTE: String(limits.session),
      DOCUMENTS_S3_URL: `${s3.settings.endpoint}/${s3.settings.bucket}`,
      DOCUMENTS_S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      DOCUMENTS_S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      STRIPE_SECRET_KEY: provider.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: provider.url,
      CLAIMS_EVENTS_SECRET: claimsEventsSecret,
    });
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await provider?.close();
    await s3?.close();
    await database?.close();
  });

  async function loggedInOn(
    instance: PortalProcess,
    userName: string,
    side: 'employers' | 'employee-benefits',
  ) {
    const browser = await browserOn(instance, `/auth/${side}/login`);
    await logIn(browser, userName, side);
    return browser;
  }

  async function upload(browser: ClientBehindProxy, fileName: string, bytes: Buffer) {
    const answer = await browser.post(documentsApi, uploadForm('C1000002', fileName, bytes));
    expect(answer.statusCode, answer.body).toBe(200);
    const [file] = answer.json<UploadAnswer>().files;
    if (file?.outcome !== 'stored') throw new Error(`Not stored: ${answer.body}`);
    return file.id;
  }

  it('lists and downloads through each instance, byte for byte, what the other stored', async () => {
    const john = await loggedInOn(one, 'jroe2024', 'employee-benefits');
    const fromOne = somePdf();
    const fromTwo = somePdf();
    const storedByOne = await upload(on(one, john), 'certification-1.pdf', fromOne);
    const storedByTwo = await upload(on(two, john), 'certification-2.pdf', fromTwo);

    const crossings = [
      { reader: two, id: storedByOne, bytes: fromOne },
      { reader: one, id: storedByTwo, bytes: fromTwo },
    ];
    for (const { reader, id, bytes } of crossings) {
      const listed = (await on(reader, john).get(documentsApi)).json<DocumentsAnswer>();
      expect(listed.documents.map((document) => document.id)).toEqual(
        expect.arrayContaining([storedByOne, storedByTwo]),
      );
      const download = await on(reader, john).get(`${documentsApi}/${id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.bytes.equals(bytes)).toBe(true);
    }
    // Both sealed in the one bucket, none in a folder of either instance.
    expect((await s3.keys()).toSorted()).toEqual([storedByOne, storedByTwo].toSorted());

    // A logout on two ends the session itself, not only the cookie of the browser that left:
    // another tab, still sending it, is refused by one.
    const otherTab = john.twinOn(one);
    expect((await on(two, john).post('/auth/employee-benefits/logout')).statusCode).toBe(200);
    expect((await otherTab.get(`${documentsApi}/${storedByTwo}`)).statusCode).toBe(401);
  });

  it('counts the uploads of a session against one limit across both instances', async () => {
    const john = await loggedInOn(two, 'jroe2024', 'employee-benefits');
    const small = samplePdf();
    const statuses: number[] = [];
    for (let count = 0; count < limits.session + 4; count++) {
      const instance = count % 2 === 0 ? one : two;
      const form = uploadForm('C1000002', `note-${count}.pdf`, small);
      statuses.push((await on(instance, john).post(documentsApi, form)).statusCode);
    }
    // The session's 'Confirm it's you' took two POSTs of the minute (the code sent, the code
    // entered). Counted apart, each instance would have let all of these through (12 each).
    const left = limits.session - 2;
    expect(statuses).toEqual([...Array(left).fill(200), ...Array(6).fill(429)]);
  });

  it('files a claim once when its Submit reaches both instances at once', async () => {
    const today = todayOn(systemClock());
    const path = `${employeeApi}/claims/submit`;
    for (let round = 1; round <= 3; round++) {
      // A session per round: each round's calls stay under its rate limit.
      const john = await loggedInOn(one, 'jroe2024', 'employee-benefits');
      const draft = (await john.get(`${employeeApi}/claims/draft`)).json<DraftAnswer>();
      const answers = ownIllnessAnswers(addDays(today, -7 * round));
      const saved = await on(two, john).post(`${employeeApi}/claims/draft`, {
        step: 'review',
        answers,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const submit = { idempotencyKey: draft.idempotencyKey, attestation: true };
      // A double click and its echoes: Submits 2 ms apart, every other one on each instance,
      // so that some land while another is filing the claim, when a guard is needed.
      const [first, ...others] = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          sleep(2 * index).then(() => john.twinOn(index % 2 ? two : one).post(path, submit)),
        ),
      );
      if (!first) throw new Error('no Submit');
      for (const other of [first, ...others]) expect(other.statusCode, other.body).toBe(200);
      for (const other of others) expect(other.json()).toEqual(first.json());
      const filed = first.json<SubmitClaimAnswer>().claims;
      expect(filed.map((claim) => claim.kind)).toEqual(['disability', 'leave']);
      const rows = await database.db
        .select({ claimNumber: claims.claimNumber })
        .from(claims)
        .where(eq(claims.idempotencyKey, draft.idempotencyKey));
      expect(rows.map((row) => row.claimNumber).toSorted()).toEqual(
        filed.map((claim) => claim.claimNumber).toSorted(),
      );
      const receipts = (await listMessages(database.db, { to: johnEmail, limit: 100 })).filter(
        (message) => filed.every((claim) => message.text.includes(claim.claimNumber)),
      );
      expect(receipts.map((receipt) => receipt.subject)).toEqual([
        expect.stringContaining('We received your request'),
      ]);
    }
  });

  /** A provider's event as the load balancer passes it on to `instance`, signed now. */
  const deliver = (instance: PortalProcess, event: StandInEvent) =>
    fetch(`${instance.origin}${webhookPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signatureHeader(
          event.payload,
          webhookSecret,
          Math.floor(Date.now() / 1000),
        ),
        'x-forwarded-for': providerAddress,
      },
      body: event.payload,
    });

  it('settles a bill once when Pay now and each provider event reach both at once', async () => {
    const alex = await loggedInOn(one, 'acmehr', 'employers');
    const bill = await issueAcmeBill(database.db, '2031-01', new Date());
    const pay = `${billingApi}/invoices/${bill}/pay`;
    // A double click that the load balancer splits: the same Pay now, its key, on both.
    const form = payForm();
    expect(await atOnce(on(one, alex).post(pay, form), alex.twinOn(two).post(pay, form))).toEqual([
      200, 200,
    ]);
    const intents = provider
      .paymentIntents()
      .filter((intent) => intent.metadata.invoice_number === bill);
    expect(intents).toHaveLength(1);
    const intentId = intents[0]?.id;
    const eventsOf = () => provider.events.filter((event) => event.paymentIntentId === intentId);
    // Processing, then the bank's success: charge.succeeded and payment_intent.succeeded.
    await expect.poll(() => eventsOf().length, { timeout: 10_000 }).toBe(3);

    const events = eventsOf();
    const answers = await Promise.all(
      events.map((event) => atOnce(deliver(one, event), deliver(two, event))),
    );
    // Each event applied by one instance; the other found it applied.
    for (const pair of answers) expect(pair.toSorted()).toEqual([200, 409]);

    const [invoice] = await database.db
      .select({ id: invoices.id, status: invoices.status, paidAt: invoices.paidAt })
      .from(invoices)
      .where(eq(invoices.invoiceNumber, bill));
    expect(invoice).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
    const payments = await database.db
      .select({ status: invoicePayments.status })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice?.id ?? ''));
    expect(payments).toEqual([{ status: 'succeeded' }]);
    const notices = (await listMessages(database.db, { to: alexEmail, limit: 100 })).filter(
      (message) => message.subject.endsWith(`for ${bill}`),
    );
    expect(notices.map((notice) => notice.subject)).toEqual([
      `Meridian Mutual: Payment received for ${bill}`,
    ]);
    const detail = (
      await on(two, alex).get(`${billingApi}/invoices/${bill}`)
    ).json<InvoiceDetail>();
    expect(detail.status).toBe('paid');

    // Replays, to either instance: refused, and nothing changes anywhere.
    const digest = await tableDigest(database.db);
    const before = await digest();
    for (const event of events) {
      for (const instance of [two, one]) expect((await deliver(instance, event)).status).toBe(409);
    }
    expect(await digest()).toEqual(before);
  });

  /** The claims system's event as the load balancer passes it on to `instance`, signed now. */
  const sendClaimsEvent = (instance: PortalProcess, event: IncomingClaimsEvent) => {
    const body = JSON.stringify(event);
    return fetch(`${instance.origin}${claimsEventsPath}`, {
      method: 'POST',
      headers: {
        ...signedEventHeaders(claimsEventsSecret, body, new Date()),
        'x-forwarded-for': claimsSystemAddress,
      },
      body,
    });
  };

  const timelineOf = (claimNumber: string) =>
    database.db
      .select({ status: claimEvents.status, text: claimEvents.text })
      .from(claimEvents)
      .innerJoin(claims, eq(claims.id, claimEvents.claimId))
      .where(eq(claims.claimNumber, claimNumber));

  it('applies once a claims system event sent to both instances at once', async () => {
    const event: IncomingClaimsEvent = {
      id: `scale-out-payment-${randomBytes(4).toString('hex')}`,
      type: 'claim.payment',
      claimNumber: 'C1000001',
      paymentId: 'scale-out-payment-1',
      periodStart: '2031-02-03',
      periodEnd: '2031-02-09',
      grossCents: 123_456,
      deductionsCents: 0,
      payDate: '2031-02-10',
      status: 'scheduled',
    };
    const answers = await Promise.all(
      [one, two].map(async (instance) => {
        const answer = await sendClaimsEvent(instance, event);
        return { status: answer.status, body: (await answer.json()) as { duplicate: boolean } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // One applied it; the other found it applied.
    expect(answers.map((answer) => answer.body.duplicate).toSorted()).toEqual([false, true]);

    const payments = await database.db
      .select({ netCents: claimPayments.netCents })
      .from(claimPayments)
      .where(eq(claimPayments.externalId, 'scale-out-payment-1'));
    expect(payments).toEqual([{ netCents: 123_456 }]);
    const said = 'A payment of $1,234.56 is scheduled.';
    const entries = (await timelineOf('C1000001')).filter((entry) => entry.text === said);
    expect(entries).toHaveLength(1);
    const notices = (await listMessages(database.db, { to: johnEmail, limit: 100 })).filter(
      (message) => message.text.includes(said),
    );
    expect(notices).toHaveLength(1);
  });

  it('applies one of two conflicting decisions sent to the two instances at once', async () => {
    const memberId = await memberIdOf(database.db, 'jroe2024');
    // Only calls that overlap test the guard: several rounds, so that some surely do.
    for (let round = 1; round <= 5; round++) {
      const claimNumber = `C730000${round}`;
      await insertTestClaim(database.db, memberId, { claimNumber, status: 'in-review' });
      const decision = (event: 'approve' | 'deny'): IncomingClaimsEvent => ({
        id: `scale-out-${event}-${randomBytes(4).toString('hex')}`,
        type: 'claim.status',
        claimNumber,
        event,
      });
      const [approveOn, denyOn] = round % 2 === 0 ? [one, two] : [two, one];
      const [approveStatus, denyStatus] = await atOnce(
        sendClaimsEvent(approveOn, decision('approve')),
        sendClaimsEvent(denyOn, decision('deny')),
      );
      expect([approveStatus, denyStatus].toSorted()).toEqual([200, 409]);
      const winner = approveStatus === 200 ? 'approved' : 'denied';
      const [claim] = await database.db
        .select({ status: claims.status })
        .from(claims)
        .where(eq(claims.claimNumber, claimNumber));
      expect(claim?.status).toBe(winner);
      expect((await timelineOf(claimNumber)).map((entry) => entry.status)).toEqual([winner]);
    }
  });
});
