// What the API tests of the second factor (docs/product/second-factor.md) share: an
// authenticator app's code computed from the secret the security page showed (as a phone would,
// at the test clock's time or steps away from it), setting up that app, and the messages of the
// development outbox.

import { generate } from 'otplib';
import { expect } from 'vitest';
import type { AppSetup } from '#domain/second-factor/second-factor-answers';
import { secondFactorRules } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import type { TestApp, TestBrowser } from './test-app.ts';

/** The app's code at `at`, or `stepsOff` time steps before (negative) or after it. */
export function appCodeAt(secret: string, at: Date, stepsOff = 0): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor(at.getTime() / 1000) + stepsOff * secondFactorRules.appStepSeconds,
  });
}

/** 'Set up an authenticator app' on a confirmed browser, the first code from the secret shown. */
export async function setUpApp(portal: TestApp, browser: TestBrowser, side: Side) {
  const start = await browser.post(`/auth/${side}/api/security/app/start`);
  expect(start.statusCode, start.body).toBe(200);
  const setup = start.json() as AppSetup;
  const code = await appCodeAt(setup.secret, portal.clock.now());
  const added = await browser.post(`/auth/${side}/api/security/app`, { code });
  expect(added.json()).toEqual({ outcome: 'added' });
  return setup;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

/** What the portal sent (to `to` alone, if given), newest first. */
export async function outboxMessages(browser: TestBrowser, to?: string): Promise<OutboxMessage[]> {
  const { messages } = (await browser.get('/auth/dev/outbox')).json() as {
    messages: OutboxMessage[];
  };
  return to ? messages.filter((message) => message.to === to) : messages;
}
