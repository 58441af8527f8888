// The portal for the billing API tests: the real app on a database of its own, listening on
// 127.0.0.1 so that the local stand-in provider, also started here, can post its signed
// webhooks to it over HTTP, as Stripe would; the portal's real client (the `stripe` package)
// talks to the stand-in. The stand-in keeps the portal's clock, so signatures agree with it.

import { createStripePaymentProvider } from '#server/adapters/payment-provider';
import { parseConfig } from '#server/config/config';
import {
  type PaymentProviderStandIn,
  type PaymentProviderStandInOptions,
  startPaymentProviderStandIn,
} from '#server/dev/payment-provider-stand-in/payment-provider-stand-in';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';
import type { Engine } from './test-database.ts';
import { testSecrets } from './test-secrets.ts';

/** The signing secret the test app derives outside production (config.ts). */
export const testWebhookSecret = parseConfig({ NODE_ENV: 'test', ...testSecrets }).payments
  .webhookSecret;

export const webhookPath = '/auth/integrations/payments/webhook';

/** Posts a body to the webhook as the provider would, with its `Stripe-Signature` if given. */
export function postProviderEvent(portal: TestApp, payload: string, signature?: string) {
  return portal.app.inject({
    method: 'POST',
    url: webhookPath,
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  });
}

export interface BillingPortal {
  portal: TestApp;
  standIn: PaymentProviderStandIn;
  close(): Promise<void>;
}

export async function startBillingPortal(
  engine: Engine,
  {
    standIn: standInOptions = {},
    timeoutMs = 300,
    ...options
  }: TestAppOptions & {
    standIn?: Partial<PaymentProviderStandInOptions>;
    /** The client's timeout per request (it retries once). */
    timeoutMs?: number;
  } = {},
): Promise<BillingPortal> {
  /** The portal once started: the stand-in reads its clock. */
  const started: { portal?: TestApp } = {};
  const standIn = await startPaymentProviderStandIn({
    webhookSecret: testWebhookSecret,
    processingAfterMs: 20,
    settleAfterMs: 200,
    lateFailureAfterMs: 200,
    retryDelaysMs: [],
    now: () => started.portal?.clock.now() ?? new Date(),
    ...standInOptions,
  });
  const paymentProvider = createStripePaymentProvider({
    secretKey: standIn.secretKey,
    webhookSecret: testWebhookSecret,
    apiUrl: standIn.url,
    timeoutMs,
    maxNetworkRetries: 1,
  });
  const portal = await startTestApp(engine, { ...options, paymentProvider });
  started.portal = portal;
  const origin = await portal.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.setWebhookUrl(`${origin}${webhookPath}`);
  return {
    portal,
    standIn,
    close: async () => {
      await standIn.close();
      await portal.close();
    },
  };
}
