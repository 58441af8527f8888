// What the system tests of the employer's bills share (docs/operations.md#scaling-out): the payment
// provider's stand-in behind a proxy the test can cut, with the settings that point a portal
// process at it (its webhooks go to that process once it listens), and what became of a bill, read
// where the truth is: the provider's debits and events, the invoice row and the e-mails queued.

import type pg from 'pg';
import {
  type PaymentProviderStandIn,
  startPaymentProviderStandIn,
} from '#server/dev/payment-provider-stand-in/payment-provider-stand-in';
import type { StandInEvent } from '#server/dev/payment-provider-stand-in/stand-in-objects';
import { until } from './benefits-system.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

export interface ProviderBehindProxy {
  standIn: PaymentProviderStandIn;
  /** Between the portal and the stand-in's API (not its webhooks). */
  proxy: TcpProxy;
  /** STRIPE_* for the portal process, with the client's timeout per request. */
  portalEnv(timeoutMs: number): Record<string, string>;
  /** Sends the webhooks to the portal at `origin`. */
  webhooksTo(origin: string): void;
  close(): Promise<void>;
}

/** The stand-in, settling each debit in well under a second, and no webhook retries. */
export async function startProviderBehindProxy(): Promise<ProviderBehindProxy> {
  const standIn = await startPaymentProviderStandIn({
    webhookSecret: 'whsec_benefits_system_tests',
    processingAfterMs: 50,
    settleAfterMs: 600,
    lateFailureAfterMs: 300,
    retryDelaysMs: [],
  });
  const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(standIn.url).port) });
  return {
    standIn,
    proxy,
    portalEnv: (timeoutMs) => ({
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${proxy.port}`,
      STRIPE_TIMEOUT_MS: String(timeoutMs),
    }),
    webhooksTo: (origin) => standIn.setWebhookUrl(`${origin}/auth/integrations/payments/webhook`),
    close: async () => {
      await proxy.stop();
      await standIn.close();
    },
  };
}

/** What became of bills, at the provider and in the portal's database. */
export function billLedger(admin: pg.Client, standIn: PaymentProviderStandIn) {
  const invoiceOf = async (invoiceNumber: string) =>
    (
      await admin.query<{ status: string; paidAt: Date | null }>(
        'select status, paid_at as "paidAt" from invoices where invoice_number = $1',
        [invoiceNumber],
      )
    ).rows[0];
  return {
    /** The debits the provider made for the bill. */
    intentsOf: (invoiceNumber: string) =>
      standIn.paymentIntents().filter((intent) => intent.metadata.invoice_number === invoiceNumber),
    /** The webhook events the provider made about a debit, oldest first. */
    eventsOf: (intentId: string) =>
      standIn.events.filter((event) => event.paymentIntentId === intentId),
    invoiceOf,
    /** The e-mails telling the employer how a payment of the bill ended, by what they say. */
    noticesOf: async (invoiceNumber: string) =>
      (
        await admin.query<{ subject: string }>(
          `select subject from outbox where channel = 'email' and subject like $1`,
          [`%for ${invoiceNumber}`],
        )
      ).rows.map((row) => row.subject.replace(/^.*: /, '')),
    /** Waits until the invoice's stored status is `status`. */
    settledAs: (invoiceNumber: string, status: string) =>
      until(
        async () => (await invoiceOf(invoiceNumber))?.status === status,
        `${invoiceNumber} ${status}`,
      ),
  };
}

/**
 * Delivers each event twice at once, in the order given, then once more as the held ones are
 * released: the portal's status of each pair, sorted.
 */
export async function deliverTwiceAtOnce(
  standIn: PaymentProviderStandIn,
  events: StandInEvent[],
  order: 'as-made' | 'reversed',
): Promise<(number | null)[][]> {
  const statuses: (number | null)[][] = [];
  for (const event of order === 'reversed' ? [...events].reverse() : events) {
    statuses.push(await Promise.all([standIn.redeliver(event.id), standIn.redeliver(event.id)]));
  }
  await standIn.releaseWebhooks(order);
  return statuses.map((pair) => [...pair].sort());
}
