// The payment provider's webhooks (docs/product/billing.md) through the real app: an event that is
// not signed, signed wrong or too old, one about a payment the portal did not make, and one sent
// again change nothing; events out of order, and a failure after success, settle once in the right
// final state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '#domain/billing/billing-answers';
import { listMessages } from '#server/db/outbox-repository';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';
import { signatureHeader } from '#server/dev/payment-provider-stand-in/stand-in-objects';
import { tableDigest } from '#tests/support/app-routes';
import { billingApi, issueAcmeBill, payForm } from '#tests/support/billing-fixtures';
import {
  type BillingPortal,
  postProviderEvent,
  startBillingPortal,
  testWebhookSecret,
} from '#tests/support/billing-portal';
import type { TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

describe.each(testEngines)("the payment provider's webhooks on %s", (engine) => {
  let billing: BillingPortal;
  let alex: TestBrowser;
  let month = 0;

  beforeAll(async () => {
    billing = await startBillingPortal(engine);
    alex = await loggedIn(billing.portal, 'acmehr');
  });
  afterAll(() => billing.close());

  const newBill = () =>
    issueAcmeBill(
      billing.portal.database.db,
      `2028-${String(++month).padStart(2, '0')}`,
      billing.portal.clock.now(),
    );
  const detail = async (invoiceNumber: string) =>
    (await alex.get(`${billingApi}/invoices/${invoiceNumber}`)).json() as InvoiceDetail;
  const intentOf = (invoiceNumber: string) => {
    const [intent] = billing.standIn
      .paymentIntents()
      .filter((candidate) => candidate.metadata.invoice_number === invoiceNumber);
    if (!intent) throw new Error(`No payment of ${invoiceNumber} at the provider`);
    return intent;
  };
  const eventsOf = (paymentIntentId: string) =>
    billing.standIn.events.filter((event) => event.paymentIntentId === paymentIntentId);
  const delivered = (paymentIntentId: string, type: string) =>
    billing.standIn.waitForDelivery(
      (delivery) => delivery.paymentIntentId === paymentIntentId && delivery.type === type,
    );
  const post = (payload: string, signature?: string) =>
    postProviderEvent(billing.portal, payload, signature);
  const now = () => Math.floor(billing.portal.clock.now().getTime() / 1000);

  /** A bill paid with `account` whose provider events are all delivered and settled. */
  async function paidBill(account: string, lastEvent: string) {
    const bill = await newBill();
    await alex.post(`${billingApi}/invoices/${bill}/pay`, payForm(account));
    const intent = intentOf(bill);
    await delivered(intent.id, lastEvent);
    return { bill, intent };
  }

  it('refuses an event not signed, signed wrong or too old with 400, changing nothing', async () => {
    const { intent } = await paidBill(standInTestAccounts.succeeds, 'payment_intent.succeeded');
    const [event] = eventsOf(intent.id).filter(
      (candidate) => candidate.type === 'payment_intent.succeeded',
    );
    const payload = event?.payload ?? '';
    const digest = await tableDigest(billing.portal.database.db);
    const before = await digest();
    for (const signature of [
      undefined,
      'garbage',
      signatureHeader(payload, 'whsec_of_someone_else', now()),
      signatureHeader(payload, testWebhookSecret, now() - 301),
      signatureHeader(`${payload}\n`, testWebhookSecret, now()),
    ]) {
      const answer = await post(payload, signature);
      expect(answer.statusCode, signature).toBe(400);
      expect(answer.json()).toEqual({
        error: 'BAD_REQUEST',
        message: 'The event is not signed with the webhook secret, or not recently enough.',
      });
    }
    expect(await digest()).toEqual(before);
  });

  it('answers an event sent again with 409 and changes nothing', async () => {
    const { bill, intent } = await paidBill(
      standInTestAccounts.succeeds,
      'payment_intent.succeeded',
    );
    const digest = await tableDigest(billing.portal.database.db);
    const before = await digest();
    for (const event of eventsOf(intent.id)) {
      expect(await billing.standIn.redeliver(event.id)).toBe(409);
    }
    const replay = eventsOf(intent.id)[0];
    const answer = await post(
      replay?.payload ?? '',
      signatureHeader(replay?.payload ?? '', testWebhookSecret, now()),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'CONFLICT',
      message: 'This event was applied before: nothing changed.',
    });
    expect(await digest()).toEqual(before);
    expect((await detail(bill)).status).toBe('paid');
  });

  it('refuses an event about a payment it did not make with 404, changing nothing', async () => {
    const payload = JSON.stringify({
      id: 'evt_not_ours_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: now(),
      data: {
        object: { id: 'pi_someone_elses', object: 'payment_intent', metadata: { order: '7' } },
      },
    });
    const digest = await tableDigest(billing.portal.database.db);
    const before = await digest();
    const answer = await post(payload, signatureHeader(payload, testWebhookSecret, now()));
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(await digest()).toEqual(before);
  });

  it('settles once, paid, when the events come in the reverse order', async () => {
    billing.standIn.holdWebhooks();
    const bill = await newBill();
    await alex.post(`${billingApi}/invoices/${bill}/pay`, payForm());
    const intent = intentOf(bill);
    // Held until the bank settled: processing, then charge and payment succeeded.
    await expect.poll(() => eventsOf(intent.id).length).toBe(3);
    await billing.standIn.releaseWebhooks('reversed');
    expect(eventsOf(intent.id).map((event) => event.type)).toEqual([
      'payment_intent.processing',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    const settled = await detail(bill);
    expect(settled).toMatchObject({ status: 'paid', lastPayment: { status: 'succeeded' } });
    expect(settled.paidAt).not.toBeNull();
  });

  it('turns Paid into Payment failed when the bank returns the debit after success', async () => {
    const { bill, intent } = await paidBill(
      standInTestAccounts.succeedsThenFails,
      'payment_intent.succeeded',
    );
    await expect.poll(async () => (await detail(bill)).status).toBe('paid');
    await delivered(intent.id, 'charge.failed');
    expect(await detail(bill)).toMatchObject({
      status: 'payment-failed',
      canPay: true,
      paidAt: null,
      lastPayment: {
        status: 'failed',
        hasReceipt: false,
        failureMessage:
          'The bank returned the debit: the account holder says it was not authorized.',
      },
    });
    const notices = (
      await listMessages(billing.portal.database.db, { to: 'alex.admin@acme.example', limit: 50 })
    ).filter((message) => message.text.includes(bill));
    // Both on the test clock's one minute: in no particular order.
    expect(notices.map((notice) => notice.subject).sort()).toEqual([
      `Meridian Mutual: Payment failed for ${bill}`,
      `Meridian Mutual: Payment received for ${bill}`,
    ]);
    // The success sent again after the failure: the failure stands.
    const success = eventsOf(intent.id).find((event) => event.type === 'payment_intent.succeeded');
    const resent = { ...JSON.parse(success?.payload ?? '{}'), id: 'evt_resent_success' };
    const payload = JSON.stringify(resent);
    expect(
      (await post(payload, signatureHeader(payload, testWebhookSecret, now()))).statusCode,
    ).toBe(200);
    expect((await detail(bill)).status).toBe('payment-failed');
  });
});
