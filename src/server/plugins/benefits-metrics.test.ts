// The benefits area's metrics, scraped from /auth/metrics of the real app: the payment
// provider's webhooks (its local stand-in, through the `stripe` package), the claims system's
// signed events, uploads to a bucket of a local S3 server, the outbox per destination, the
// debits waiting for the bank, and the store going away.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingClaimsEvent } from '#domain/claims/claims-events';
import { documentRefusals } from '#domain/documents/document-rules';
import { signedEventHeaders } from '#server/adapters/claims-system';
import { createS3DocumentStore } from '#server/adapters/s3-document-store';
import { outbox } from '#server/db/schema/outbox';
import { signatureHeader } from '#server/dev/payment-provider-stand-in/stand-in-objects';
import { eq } from 'drizzle-orm';
import { billingApi, issueAcmeBill, payForm } from '#tests/support/billing-fixtures';
import {
  type BillingPortal,
  postProviderEvent,
  startBillingPortal,
  testWebhookSecret,
} from '#tests/support/billing-portal';
import { employeeApi } from '#tests/support/employer-kit';
import { sample, scrapeMetrics } from '#tests/support/metrics-scrape';
import { type FormFile, multipartBody } from '#tests/support/multipart-body';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { sampleExecutable, samplePdf } from '#tests/support/sample-documents';
import type { TestBrowser } from '#tests/support/test-app';
import { loggedIn } from '#tests/support/log-in-kit';

const token = 'metrics-token-of-the-tests-0123456789';
const eventsSecret = 'claims-events-secret-of-the-tests-01234';
const claimsEventsPath = '/auth/integrations/claims/events';
const documentsPath = `${employeeApi}/documents`;

const webhookSeries = (source: string, outcome: string) =>
  `portal_webhook_events_total{source="${source}",outcome="${outcome}"}`;
const refusalSeries = (reason: string) =>
  `portal_document_upload_refusals_total{reason="${reason}"}`;

describe("the benefits area's metrics", () => {
  let s3: TestS3Server;
  let s3Closed = false;
  let billing: BillingPortal;
  let john: TestBrowser;
  const scrape = () => scrapeMetrics(billing.portal.app, token);
  const upload = (files: FormFile[], fields: Record<string, string>) => {
    const { body, contentType } = multipartBody(fields, files);
    return john.post(documentsPath, body, { 'content-type': contentType });
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    billing = await startBillingPortal('pglite', {
      env: { METRICS_TOKEN: token, CLAIMS_EVENTS_SECRET: eventsSecret },
      documentStore: createS3DocumentStore(s3.settings),
      // The bank takes its time: a debit stays processing for the whole file.
      standIn: { settleAfterMs: 10 * 60_000 },
    });
  });
  afterAll(async () => {
    await billing.close();
    if (!s3Closed) await s3.close();
  });

  it("counts the payment provider's events by outcome, and reads the debits processing", async () => {
    const alex = await loggedIn(billing.portal, 'acmehr');
    const bill = await issueAcmeBill(
      billing.portal.database.db,
      '2029-01',
      billing.portal.clock.now(),
    );
    const paid = await alex.post(`${billingApi}/invoices/${bill}/pay`, payForm());
    expect(paid.statusCode, paid.body).toBe(200);
    const [intent] = billing.standIn.paymentIntents();
    const processing = await billing.standIn.waitForDelivery(
      (delivery) => delivery.paymentIntentId === intent?.id && delivery.status !== null,
    );
    expect(await billing.standIn.redeliver(processing.eventId)).toBe(409);
    const now = Math.floor(billing.portal.clock.now().getTime() / 1000);
    const post = (payload: string, signature?: string) =>
      postProviderEvent(billing.portal, payload, signature);
    const notOurs = JSON.stringify({
      id: 'evt_not_ours_metrics',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now,
      data: { object: { id: 'pi_someone_elses', object: 'payment_intent', metadata: {} } },
    });
    expect((await post(notOurs)).statusCode).toBe(400);
    expect((await post(notOurs, signatureHeader(notOurs, 'whsec_wrong', now))).statusCode).toBe(
      400,
    );
    expect((await post(notOurs, signatureHeader(notOurs, testWebhookSecret, now))).statusCode).toBe(
      404,
    );
    billing.portal.clock.advanceMinutes(3 * 24 * 60);

    const text = await scrape();
    const applied = billing.standIn.deliveries.filter((delivery) => delivery.status === 200);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(sample(text, webhookSeries('payments', 'applied'))).toBe(applied.length);
    expect(sample(text, webhookSeries('payments', 'duplicate'))).toBe(1);
    expect(sample(text, webhookSeries('payments', 'unverified'))).toBe(2);
    expect(sample(text, webhookSeries('payments', 'unknown'))).toBe(1);
    expect(sample(text, 'portal_bill_payments_processing')).toBe(1);
    expect(
      sample(text, 'portal_bill_payment_oldest_processing_age_seconds'),
    ).toBeGreaterThanOrEqual(3 * 24 * 60 * 60);
  });

  it("counts the claims system's events by outcome", async () => {
    const send = (event: Record<string, unknown>, secret = eventsSecret) => {
      const body = JSON.stringify(event);
      return billing.portal.app.inject({
        method: 'POST',
        url: claimsEventsPath,
        payload: body,
        headers: signedEventHeaders(secret, body, billing.portal.clock.now()),
      });
    };
    const request: IncomingClaimsEvent = {
      id: 'evt-metrics-1',
      type: 'claim.document-requested',
      claimNumber: 'C1000001',
      documentType: 'return-to-work',
      requestedOn: '2026-11-22',
    };
    expect((await send(request)).json()).toEqual({ duplicate: false });
    expect((await send(request)).json()).toEqual({ duplicate: true });
    expect((await send({ ...request, id: 'evt-metrics-2' }, 'not-the-secret')).statusCode).toBe(
      401,
    );
    expect(
      (await send({ ...request, id: 'evt-metrics-3', claimNumber: 'C9999999' })).statusCode,
    ).toBe(404);
    const review = { id: 'evt-metrics-4', type: 'claim.status', claimNumber: 'C1000001' };
    expect((await send({ ...review, event: 'start-review' })).statusCode).toBe(409);
    expect((await send({ ...review, event: 'no-such-event' })).statusCode).toBe(400);

    const text = await scrape();
    for (const [outcome, times] of [
      ['applied', 1],
      ['duplicate', 1],
      ['unverified', 1],
      ['unknown', 1],
      ['refused', 1],
      ['malformed', 1],
    ] as const) {
      expect(sample(text, webhookSeries('claims-system', outcome)), outcome).toBe(times);
    }
  });

  it('counts files stored and refusals by reason, and reads the outbox per destination', async () => {
    // After the days the first test let pass: a session of today.
    john = await loggedIn(billing.portal, 'jroe2024', 'employee-benefits');
    const stored = await upload(
      [
        { name: 'certification.pdf', bytes: samplePdf() },
        { name: 'scan.pdf', bytes: sampleExecutable() },
        { name: 'empty.pdf', bytes: Buffer.alloc(0) },
      ],
      { claimNumber: 'C1000002', documentType: 'medical-certification' },
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const one = [{ name: 'a.pdf', bytes: samplePdf() }];
    expect((await upload(one, { claimNumber: 'C9999999', documentType: 'other' })).statusCode).toBe(
      404,
    );
    expect((await upload(one, { claimNumber: 'C1000002' })).statusCode).toBe(400);
    expect((await john.post(documentsPath, { claimNumber: 'C1000002' })).statusCode).toBe(415);
    billing.portal.clock.advanceMinutes(10);
    // A message the mail server refused for good.
    await billing.portal.database.db
      .update(outbox)
      .set({ state: 'failed' })
      .where(eq(outbox.channel, 'email'));

    const text = await scrape();
    expect(sample(text, 'portal_documents_stored_total')).toBe(1);
    expect(sample(text, refusalSeries('not-accepted'))).toBe(1);
    expect(sample(text, refusalSeries('empty'))).toBe(1);
    expect(sample(text, refusalSeries('unknown-claim'))).toBe(1);
    expect(sample(text, refusalSeries('no-document-type'))).toBe(1);
    expect(sample(text, refusalSeries('not-multipart'))).toBe(1);
    // The document's event for the claims system waits: no dispatcher runs in this app.
    expect(sample(text, 'portal_outbox_pending_messages{channel="claims"}')).toBe(1);
    expect(
      sample(text, 'portal_outbox_oldest_pending_age_seconds{channel="claims"}'),
    ).toBeGreaterThanOrEqual(600);
    // Alex's code of 'Confirm it's you' went by SMS in the first test, and waits as well.
    expect(sample(text, 'portal_outbox_pending_messages{channel="sms"}')).toBe(1);
    expect(sample(text, 'portal_outbox_failed_messages{channel="email"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'portal_outbox_failed_messages{channel="claims"}')).toBe(0);
    expect(text).not.toMatch(/certification|scan\.pdf|C1000002/);
  });

  it("tells when the documents' store stops answering, and counts the upload it fails", async () => {
    expect(sample(await scrape(), 'portal_document_store_up')).toBe(1);
    await s3.close();
    s3Closed = true;
    expect(sample(await scrape(), 'portal_document_store_up')).toBe(0);
    const failed = await upload([{ name: 'late.pdf', bytes: samplePdf() }], {
      claimNumber: 'C1000002',
      documentType: 'other',
    });
    // The store failed, not the file: refused by name, to be sent again (the fault tests).
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      files: [{ outcome: 'refused', reason: documentRefusals.notStored }],
    });
    expect(sample(await scrape(), refusalSeries('not-stored'))).toBe(1);
  });
});
