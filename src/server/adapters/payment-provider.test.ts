// The payment provider's client (the official `stripe` package) against the local stand-in on
// 127.0.0.1: ACH debits made once per key, each test account's fate told by signed webhooks,
// and every way the provider can fail answered as what it means for the payment.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderPaymentEvent } from '#domain/billing/payment-events';
import {
  type PaymentProviderStandIn,
  startPaymentProviderStandIn,
} from '#server/dev/payment-provider-stand-in/payment-provider-stand-in';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';
import { signatureHeader } from '#server/dev/payment-provider-stand-in/stand-in-objects';
import {
  type BankDebit,
  createStripePaymentProvider,
  type PaymentProvider,
} from './payment-provider.ts';

const webhookSecret = 'whsec_adapter_test_secret';

/** A webhook endpoint that reads each event with the adapter, as the portal's route does. */
async function startReceiver(read: () => PaymentProvider) {
  const received: (ProviderPaymentEvent | null)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      received.push(
        read().readWebhook(
          Buffer.concat(chunks).toString('utf8'),
          typeof signature === 'string' ? signature : undefined,
          new Date(),
        ),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the payment provider against the stand-in', () => {
  let standIn: PaymentProviderStandIn;
  let provider: PaymentProvider;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let count = 0;

  beforeAll(async () => {
    receiver = await startReceiver(() => provider);
    standIn = await startPaymentProviderStandIn({
      webhookSecret,
      webhookUrl: receiver.url,
      processingAfterMs: 10,
      settleAfterMs: 60,
      lateFailureAfterMs: 60,
      retryDelaysMs: [],
    });
    provider = createStripePaymentProvider({
      secretKey: standIn.secretKey,
      webhookSecret,
      apiUrl: standIn.url,
      timeoutMs: 300,
      maxNetworkRetries: 1,
    });
  });
  afterAll(async () => {
    await standIn.close();
    await receiver.close();
  });

  const debit = (changes: Partial<BankDebit> = {}): BankDebit => {
    count++;
    return {
      idempotencyKey: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
      paymentId: `payment-${count}`,
      invoiceNumber: 'INV-100000001-202611',
      clientId: '100000001',
      amountCents: 34_580,
      accountHolderName: 'Acme Manufacturing',
      routingNumber: standInTestAccounts.routingNumber,
      accountNumber: standInTestAccounts.succeeds,
      mandate: { ipAddress: '10.1.2.3', userAgent: 'Mozilla/5.0 (test)' },
      ...changes,
    };
  };

  const eventsOf = async (providerPaymentId: string, types: string[]) => {
    for (const type of types) {
      await standIn.waitForDelivery(
        (delivery) => delivery.paymentIntentId === providerPaymentId && delivery.type === type,
      );
    }
    return receiver.received.filter((event) => event?.providerPaymentId === providerPaymentId);
  };

  it('makes an ACH debit of the amount, processing, as Stripe reads it', async () => {
    const asked = debit();
    const answer = await provider.startBankDebit(asked);
    expect(answer).toMatchObject({ kind: 'accepted', status: 'processing', failureMessage: null });
    const [request] = standIn.requests.slice(-1);
    expect(request?.idempotencyKey).toBe(asked.idempotencyKey);
    expect(request?.form).toMatchObject({
      amount: '34580',
      currency: 'usd',
      allowed_payment_method_types: { 0: 'us_bank_account' },
      confirm: 'true',
      payment_method_data: {
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: '110000000',
          account_number: '000123456789',
          account_holder_type: 'company',
        },
        billing_details: { name: 'Acme Manufacturing' },
      },
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '10.1.2.3', user_agent: 'Mozilla/5.0 (test)' },
        },
      },
      metadata: { invoice_number: 'INV-100000001-202611', payment_id: `payment-${count}` },
    });
    if (answer.kind !== 'accepted') throw new Error('not accepted');
    // GET /v1/payment_intents/:id through the package itself.
    const stripe = new Stripe(standIn.secretKey, {
      host: '127.0.0.1',
      port: Number(new URL(standIn.url).port),
      protocol: 'http',
    });
    expect(await stripe.paymentIntents.retrieve(answer.providerPaymentId)).toMatchObject({
      id: answer.providerPaymentId,
      amount: 34_580,
      payment_method_types: ['us_bank_account'],
    });
    const events = await eventsOf(answer.providerPaymentId, [
      'payment_intent.processing',
      'payment_intent.succeeded',
    ]);
    expect(events.map((event) => event?.reported)).toEqual(['processing', null, 'succeeded']);
    // The PaymentIntent's events carry the portal's id of the payment; a charge's does not.
    expect(events.map((event) => event?.paymentId)).toEqual([
      asked.paymentId,
      null,
      asked.paymentId,
    ]);
  });

  it('tells the insufficient funds of 000111111116 as a failure with its message', async () => {
    const answer = await provider.startBankDebit(
      debit({ accountNumber: standInTestAccounts.insufficientFunds }),
    );
    if (answer.kind !== 'accepted') throw new Error('not accepted');
    const events = await eventsOf(answer.providerPaymentId, [
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
    expect(events.filter((event) => event?.reported === 'failed')).toHaveLength(2);
    for (const event of events.filter((event) => event?.reported === 'failed')) {
      expect(event?.failureMessage).toBe('The bank account has insufficient funds.');
    }
  });

  it('tells a late failure of 000999999991 after its success, as a failed charge', async () => {
    const answer = await provider.startBankDebit(
      debit({ accountNumber: standInTestAccounts.succeedsThenFails }),
    );
    if (answer.kind !== 'accepted') throw new Error('not accepted');
    const events = await eventsOf(answer.providerPaymentId, [
      'payment_intent.succeeded',
      'charge.failed',
    ]);
    expect(events.at(-1)).toMatchObject({
      type: 'charge.failed',
      reported: 'failed',
      failureMessage: 'The bank returned the debit: the account holder says it was not authorized.',
    });
  });

  it('answers the same key with the same payment, and refuses it with other details', async () => {
    const first = debit();
    const again = await Promise.all([
      provider.startBankDebit(first),
      provider.startBankDebit(first),
    ]);
    expect(again[0]).toEqual(again[1]);
    expect(await provider.startBankDebit(first)).toEqual(again[0]);
    const made = standIn
      .paymentIntents()
      .filter((intent) => intent.idempotencyKey === first.idempotencyKey);
    expect(made).toHaveLength(1);
    expect(await provider.startBankDebit({ ...first, accountNumber: '000123456788' })).toEqual({
      kind: 'key-in-use',
    });
  });

  it('answers a 5xx, a timeout or a bad key as unreachable, and a retry pays once', async () => {
    const failing = debit();
    standIn.failNext(2, 503);
    expect(await provider.startBankDebit(failing)).toMatchObject({ kind: 'unreachable' });
    expect(
      standIn.paymentIntents().some((intent) => intent.idempotencyKey === failing.idempotencyKey),
    ).toBe(false);
    expect(await provider.startBankDebit(failing)).toMatchObject({ kind: 'accepted' });

    const slow = debit();
    standIn.delayNext(2, 1_000);
    expect(await provider.startBankDebit(slow)).toMatchObject({ kind: 'unreachable' });
    // The provider made it before the client gave up: the retry finds that one.
    const retried = await provider.startBankDebit(slow);
    expect(retried).toMatchObject({ kind: 'accepted' });
    expect(
      standIn.paymentIntents().filter((intent) => intent.idempotencyKey === slow.idempotencyKey),
    ).toHaveLength(1);

    const wrongKey = createStripePaymentProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      apiUrl: standIn.url,
      timeoutMs: 300,
    });
    expect(await wrongKey.startBankDebit(debit())).toMatchObject({
      kind: 'unreachable',
      reason: 'StripeAuthenticationError (HTTP 401)',
    });
  });

  it('answers a decline as refused with the provider sentence', async () => {
    standIn.declineNext(1, 'The bank declined this debit.');
    expect(await provider.startBankDebit(debit())).toEqual({
      kind: 'refused',
      message: 'The bank declined this debit.',
    });
  });

  it('reads a webhook only when signed with the secret within five minutes', () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { payment_id: 'p1' } } },
    });
    const now = new Date('2026-11-22T15:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(
      provider.readWebhook(payload, signatureHeader(payload, webhookSecret, seconds), now),
    ).toEqual({
      eventId: 'evt_test_1',
      type: 'payment_intent.succeeded',
      providerPaymentId: 'pi_1',
      paymentId: 'p1',
      reported: 'succeeded',
      failureMessage: null,
    });
    const refused = [
      signatureHeader(payload, 'whsec_another', seconds),
      signatureHeader(payload, webhookSecret, seconds - 301),
      signatureHeader(`${payload} `, webhookSecret, seconds),
      'not a signature',
    ];
    for (const header of refused) expect(provider.readWebhook(payload, header, now)).toBeNull();
    expect(provider.readWebhook(payload, undefined, now)).toBeNull();
    const notEvent = '["an array"]';
    expect(
      provider.readWebhook(notEvent, signatureHeader(notEvent, webhookSecret, seconds), now),
    ).toBeNull();
  });
});
