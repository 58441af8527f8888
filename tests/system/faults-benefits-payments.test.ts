// Faults of the payment provider during 'Pay this bill' (docs/operations.md#scaling-out,
// decision 0015; docs/product/billing.md#pay-this-bill): the portal runs as a process on
// PostgreSQL and Redis, with the payment provider's stand-in behind a proxy, failing or
// answering late as the test scripts it.
//
// Payments: 'Pay this bill' while the provider times out, answers 5xx or cannot be reached,
// then the employer's retry, the same Pay now again or a new one after a reload: one debit at
// most at the provider, and the bill paid once its webhooks come. Webhooks delivered twice
// (at once, too), late and out of order settle each bill once, in the right final state.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '#domain/billing/billing-answers';
import { payBillMessages } from '#domain/billing/pay-bill';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';
import {
  logLinesOf,
  openSystemDatabase,
  type SystemDatabase,
  until,
} from '#tests/support/benefits-system';
import { billingApi, issueAcmeBill, payForm } from '#tests/support/billing-fixtures';
import {
  billLedger,
  deliverTwiceAtOnce,
  type ProviderBehindProxy,
  startProviderBehindProxy,
} from '#tests/support/billing-system';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { logIn } from '#tests/support/log-in-kit';

/** The `stripe` client's wait for each request (it retries once). */
const providerTimeoutMs = 500;

describe('the payment provider failing during Pay this bill', () => {
  let database: SystemDatabase;
  let provider: ProviderBehindProxy;
  let portal: PortalProcess;
  let alex: HttpBrowser;
  let ledger: ReturnType<typeof billLedger>;
  let month = 0;

  beforeAll(async () => {
    database = await openSystemDatabase();
    provider = await startProviderBehindProxy();
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: {
        ...provider.portalEnv(providerTimeoutMs),
        DEMO_DATA: 'true',
        RATE_LIMIT_SESSION_PER_MINUTE: '100000',
      },
    });
    provider.webhooksTo(portal.origin);
    ledger = billLedger(database.admin, provider.standIn);
    alex = await logIn(new HttpBrowser(portal.origin), 'acmehr', 'employers');
  });

  afterAll(async () => {
    await portal?.stop();
    await provider?.close();
    await database?.close();
  });

  /** A bill of Acme's that only this case pays: a month of 2031. */
  const newBill = () =>
    issueAcmeBill(database.db, `2031-${String(++month).padStart(2, '0')}`, new Date());
  const pay = (invoiceNumber: string, form: object) =>
    alex.post(`${billingApi}/invoices/${invoiceNumber}/pay`, form);

  const faults = {
    'times out': () => provider.standIn.delayNext(2, 3 * providerTimeoutMs),
    'answers 5xx': () => provider.standIn.failNext(2, 503),
    'cannot be reached': () => provider.proxy.stop(),
  } as const;
  const retries = ['the same Pay now again', 'a new Pay now after a reload'] as const;

  /** The first Pay now, while the provider fails as `fault` says: a clean 503. */
  async function payDuringFault(bill: string, form: object, fault: keyof typeof faults) {
    faults[fault]();
    const first = await pay(bill, form);
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json()).toEqual({
      error: 'UNAVAILABLE',
      message: payBillMessages.bankUnreachable,
    });
    await provider.proxy.start();
  }

  /** One debit for the bill, which ends paid, told once; paying once more is refused. */
  async function expectPaidOnce(bill: string) {
    await ledger.settledAs(bill, 'paid');
    expect(ledger.intentsOf(bill)).toHaveLength(1);
    expect(await ledger.noticesOf(bill)).toEqual([`Payment received for ${bill}`]);
    expect((await pay(bill, payForm())).json()).toEqual({
      error: 'CONFLICT',
      message: payBillMessages.alreadyPaid,
    });
    expect(ledger.intentsOf(bill)).toHaveLength(1);
  }

  describe.each(Object.keys(faults) as (keyof typeof faults)[])('the provider %s', (fault) => {
    it.each(retries)('then %s debits once and the bill ends paid', async (retry) => {
      const bill = await newBill();
      const form = payForm();
      // The webhooks of a debit the provider made come after the retry (the next case: before).
      provider.standIn.holdWebhooks();
      await payDuringFault(bill, form, fault);
      const again = await pay(bill, retry === retries[0] ? form : payForm());
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<InvoiceDetail>().status).toBe('processing');
      await provider.standIn.releaseWebhooks();
      await expectPaidOnce(bill);
    });
  });

  it.each(retries)(
    'debits once when the debit made during a timeout settles before %s',
    async (retry) => {
      const bill = await newBill();
      const form = payForm();
      await payDuringFault(bill, form, 'times out');
      await ledger.settledAs(bill, 'paid');
      const again = await pay(bill, retry === retries[0] ? form : payForm());
      // The same Pay now is answered how its debit ended; a new one is refused: it is paid.
      if (retry === retries[0]) expect(again.json<InvoiceDetail>().status).toBe('paid');
      else expect(again.json()).toMatchObject({ message: payBillMessages.alreadyPaid });
      await expectPaidOnce(bill);
    },
  );

  /** Pays `bill` from `account` with its webhooks held until the bank's last word on it. */
  async function payHeld(bill: string, account: string, lastEvents: number) {
    provider.standIn.holdWebhooks();
    expect((await pay(bill, payForm(account))).statusCode).toBe(200);
    const [intent] = ledger.intentsOf(bill);
    if (!intent) throw new Error(`no debit for ${bill}`);
    await until(() => ledger.eventsOf(intent.id).length === lastEvents, `${lastEvents} events`);
    return ledger.eventsOf(intent.id);
  }

  it('settles once, paid, from its events twice each at once, the last word first', async () => {
    const bill = await newBill();
    const events = await payHeld(bill, standInTestAccounts.succeeds, 3);
    expect(await deliverTwiceAtOnce(provider.standIn, events, 'reversed')).toEqual(
      Array(3).fill([200, 409]),
    );
    expect(await ledger.invoiceOf(bill)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
    });
    expect(await ledger.noticesOf(bill)).toEqual([`Payment received for ${bill}`]);
  });

  it('ends failed when the bank returned the debit, whatever order its events come in', async () => {
    const bill = await newBill();
    // processing, charge and payment succeeded, then the return: charge failed.
    const events = await payHeld(bill, standInTestAccounts.succeedsThenFails, 4);
    expect(await deliverTwiceAtOnce(provider.standIn, events, 'reversed')).toEqual(
      Array(4).fill([200, 409]),
    );
    expect(await ledger.invoiceOf(bill)).toMatchObject({ status: 'payment-failed', paidAt: null });
    expect(await ledger.noticesOf(bill)).toEqual([`Payment failed for ${bill}`]);
  });

  it('ends paid after a failure and a retry that succeeds, with the failure told late', async () => {
    const bill = await newBill();
    const failedEvents = await payHeld(bill, standInTestAccounts.insufficientFunds, 3);
    await provider.standIn.releaseWebhooks();
    await ledger.settledAs(bill, 'payment-failed');
    // The retry, with the account that has the money.
    const again = await pay(bill, payForm());
    expect(again.statusCode, again.body).toBe(200);
    await ledger.settledAs(bill, 'paid');
    // The first payment's events again, late: they change nothing.
    for (const event of failedEvents) expect(await provider.standIn.redeliver(event.id)).toBe(409);
    expect(await ledger.invoiceOf(bill)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
    });
    expect(ledger.intentsOf(bill)).toHaveLength(2);
    expect((await ledger.noticesOf(bill)).sort()).toEqual([
      `Payment failed for ${bill}`,
      `Payment received for ${bill}`,
    ]);
    expect(logLinesOf(portal, 'request failed')).toEqual([]);
  });
});
