// 'Pay this bill' through the real app and the real `stripe` client against the local stand-in
// provider on 127.0.0.1, whose signed webhooks reach the app over HTTP (docs/product/billing.md): a
// debit that succeeds or fails, the amount from the server, one payment per invoice, one
// debit per Pay now however often it is sent, and a provider that does not answer.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillPaymentsAnswer, InvoiceDetail } from '#domain/billing/billing-answers';
import { payBillMessages } from '#domain/billing/pay-bill';
import { redactedLogPaths } from '#server/app';
import { listMessages } from '#server/db/outbox-repository';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';
import { type BillingPortal, startBillingPortal } from '#tests/support/billing-portal';
import {
  acmeMonthlyCents,
  billingApi,
  issueAcmeBill,
  payForm,
} from '#tests/support/billing-fixtures';
import type { TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

describe.each(testEngines)('paying a bill on %s', (engine) => {
  let billing: BillingPortal;
  let alex: TestBrowser;
  let month = 0;

  beforeAll(async () => {
    billing = await startBillingPortal(engine);
    alex = await loggedIn(billing.portal, 'acmehr');
  });
  afterAll(() => billing.close());

  /** A bill of this test's own, not yet due: a month of 2027 no other test pays. */
  const newBill = () =>
    issueAcmeBill(
      billing.portal.database.db,
      `2027-${String(++month).padStart(2, '0')}`,
      billing.portal.clock.now(),
    );
  const pay = (invoiceNumber: string, form: object) =>
    alex.post(`${billingApi}/invoices/${invoiceNumber}/pay`, form);
  const detail = async (invoiceNumber: string) =>
    (await alex.get(`${billingApi}/invoices/${invoiceNumber}`)).json() as InvoiceDetail;
  const intentsOf = (invoiceNumber: string) =>
    billing.standIn
      .paymentIntents()
      .filter((intent) => intent.metadata.invoice_number === invoiceNumber);
  /** Waits until the stand-in told the portal of the payment's last event of this type. */
  const settled = (invoiceNumber: string, type: string) =>
    billing.standIn.waitForDelivery(
      (delivery) =>
        delivery.type === type &&
        delivery.status === 200 &&
        intentsOf(invoiceNumber).some((intent) => intent.id === delivery.paymentIntentId),
    );
  const notices = () =>
    listMessages(billing.portal.database.db, { to: 'alex.admin@acme.example', limit: 50 });

  it('debits the amount of the invoice, not the one sent, and shows Processing then Paid', async () => {
    const bill = await newBill();
    const form = payForm();
    const answer = await pay(bill, { ...form, amountCents: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      invoiceNumber: bill,
      status: 'processing',
      canPay: false,
      lastPayment: { status: 'processing', accountLast4: '6789', amountCents: acmeMonthlyCents },
    });
    const [intent] = intentsOf(bill);
    expect(intent).toMatchObject({
      amount: acmeMonthlyCents,
      currency: 'usd',
      idempotencyKey: form.idempotencyKey,
      holderName: 'Acme Manufacturing',
    });

    await settled(bill, 'payment_intent.succeeded');
    const paid = await detail(bill);
    expect(paid).toMatchObject({ status: 'paid', canPay: false });
    expect(paid.paidAt).not.toBeNull();
    expect(paid.payments[0]).toMatchObject({ status: 'succeeded', hasReceipt: true });

    const [notice] = (await notices()).filter((message) => message.text.includes(bill));
    expect(notice?.subject).toBe(`Meridian Mutual: Payment received for ${bill}`);
    expect(notice?.text).toContain('from the account ••••6789 went through');
    expect(notice?.text).not.toContain('000123456789');
    expect(notice?.text).not.toContain('110000000');

    const again = await pay(bill, payForm());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'CONFLICT', message: payBillMessages.alreadyPaid });
    expect(intentsOf(bill)).toHaveLength(1);
  });

  it("fails with the bank's message on 000111111116, and the bill may be paid again", async () => {
    const bill = await newBill();
    const failing = await pay(bill, payForm(standInTestAccounts.insufficientFunds));
    expect(failing.json()).toMatchObject({ status: 'processing' });
    await settled(bill, 'payment_intent.payment_failed');
    expect(await detail(bill)).toMatchObject({
      status: 'payment-failed',
      canPay: true,
      paidAt: null,
      lastPayment: {
        status: 'failed',
        failureMessage: 'The bank account has insufficient funds.',
        hasReceipt: false,
      },
    });
    const [notice] = (await notices()).filter((message) => message.text.includes(bill));
    expect(notice?.subject).toBe(`Meridian Mutual: Payment failed for ${bill}`);
    expect(notice?.text).toContain('did not go through: The bank account has insufficient funds.');

    billing.portal.clock.advanceMinutes(5);
    const retry = await pay(bill, payForm());
    expect(retry.json()).toMatchObject({ status: 'processing' });
    await settled(bill, 'payment_intent.succeeded');
    const paid = await detail(bill);
    expect(paid.status).toBe('paid');
    expect(paid.payments.map((payment) => payment.status)).toEqual(['succeeded', 'failed']);
  });

  it('refuses a second Pay now while one is processing', async () => {
    billing.standIn.holdWebhooks();
    const bill = await newBill();
    expect((await pay(bill, payForm())).json()).toMatchObject({ status: 'processing' });
    const second = await pay(bill, payForm());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(payBillMessages.alreadyProcessing);
    expect(intentsOf(bill)).toHaveLength(1);
    await billing.standIn.releaseWebhooks();
  });

  it('pays once for a Pay now sent again, one after the other or at once (a double click)', async () => {
    const bill = await newBill();
    const form = payForm();
    const [first, second] = await Promise.all([pay(bill, form), pay(bill, form)]);
    const third = await pay(bill, form);
    for (const answer of [first, second, third]) expect(answer.statusCode).toBe(200);
    expect(intentsOf(bill)).toHaveLength(1);
    const { payments } = await detail(bill);
    expect(payments).toHaveLength(1);
  });

  it('says the bank could not be reached on a timeout, and the same Pay now again pays once', async () => {
    const bill = await newBill();
    const form = payForm();
    // The provider makes the debit but answers after the client gave up, twice (it retries).
    billing.standIn.delayNext(2, 1_500);
    const unreachable = await pay(bill, form);
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toEqual({
      error: 'UNAVAILABLE',
      message: payBillMessages.bankUnreachable,
    });
    expect(unreachable.headers['retry-after']).toBe('60');
    const retried = await pay(bill, form);
    expect(retried.statusCode).toBe(200);
    expect(intentsOf(bill)).toHaveLength(1);
    await settled(bill, 'payment_intent.succeeded');
    expect((await detail(bill)).status).toBe('paid');
  });

  it('keeps the bill as it was on a 5xx, and a retry, even with a new key, pays once', async () => {
    const bill = await newBill();
    billing.standIn.failNext(2, 500);
    const failed = await pay(bill, payForm());
    expect(failed.statusCode).toBe(503);
    expect(intentsOf(bill)).toHaveLength(0);
    expect(await detail(bill)).toMatchObject({ status: 'open', canPay: true });
    // A reload made a new key: the earlier Pay now, whose outcome is unknown, is asked again.
    const retried = await pay(bill, payForm());
    expect(retried.json()).toMatchObject({ status: 'processing' });
    expect(intentsOf(bill)).toHaveLength(1);
    expect((await detail(bill)).payments).toHaveLength(1);
  });

  it('shows a decline at once as Payment failed with its sentence', async () => {
    const bill = await newBill();
    billing.standIn.declineNext(1, 'The bank declined this debit.');
    const declined = await pay(bill, payForm());
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'payment-failed',
      canPay: true,
      lastPayment: { status: 'failed', failureMessage: 'The bank declined this debit.' },
    });
  });

  it('refuses a form that is not good, naming the field, before anything reaches the bank', async () => {
    const bill = await newBill();
    const cases = [
      [{ accountHolderName: ' ' }, 'accountHolderName', 'Please enter the name on the account.'],
      [
        { routingNumber: '123456789' },
        'routingNumber',
        'Please enter a valid 9-digit routing number.',
      ],
      [
        { accountNumber: '12', confirmAccountNumber: '12' },
        'accountNumber',
        'Please enter an account number of 4 to 17 digits.',
      ],
      [
        { confirmAccountNumber: '000123456788' },
        'confirmAccountNumber',
        'Account numbers entered do not match.',
      ],
    ] as const;
    for (const [change, field, message] of cases) {
      const answer = await pay(bill, { ...payForm(), ...change });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json()).toEqual({ error: 'BAD_REQUEST', message, field });
      expect(answer.body).not.toContain('000123456788');
    }
    expect((await pay(bill, { ...payForm(), idempotencyKey: 'twice' })).statusCode).toBe(400);
    expect(intentsOf(bill)).toHaveLength(0);
    const { payments } = (await alex.get(`${billingApi}/payments`)).json() as BillPaymentsAnswer;
    expect(payments.some((payment) => payment.invoiceNumber === bill)).toBe(false);
  });

  it('keeps no account number anywhere: only the last four and the provider ids', async () => {
    const bill = await newBill();
    await pay(bill, payForm());
    const rows = await billing.portal.database.db.execute('select * from invoice_payments');
    const stored = JSON.stringify(rows);
    expect(stored).toContain('6789');
    expect(stored).not.toContain('000123456789');
    expect(stored).not.toContain('110000000');
  });
});

describe('the logs of paying a bill', () => {
  it('never hold the account number, the routing number or the name on the account', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: redactedLogPaths }, sink);
    const billing = await startBillingPortal('pglite', { logger });
    const alex = await loggedIn(billing.portal, 'acmehr');
    const form = { ...payForm(), accountHolderName: 'Zelda Quartermaine' };
    await alex.post(`${billingApi}/invoices/INV-100000001-202611/pay`, {
      ...form,
      confirmAccountNumber: '1',
    });
    billing.standIn.failNext(2, 503);
    await alex.post(`${billingApi}/invoices/INV-100000001-202611/pay`, form);
    await alex.post(`${billingApi}/invoices/INV-100000001-202611/pay`, form);
    await billing.close();
    const log = lines.join('');
    expect(log).toContain('/employers/api/billing/invoices/INV-100000001-202611/pay');
    expect(log).toContain('payment provider unreachable');
    for (const secret of ['000123456789', '110000000', 'Zelda', 'Quartermaine']) {
      expect(log).not.toContain(secret);
    }
  });
});
