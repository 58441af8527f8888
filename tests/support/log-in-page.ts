// The one way the end-to-end tests log in, as a person does it on the page: the login form,
// then 'Confirm it's you' with the code the page sent, read from the development outbox. The
// same steps over HTTP are log-in-kit.ts's.

import { expect, type Page } from '@playwright/test';
import type { Side } from '#domain/shared/sides';
import { demoPassword } from '#server/dev/demo/demo-data';
import { reachesMasked } from './log-in-kit.ts';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** What the portal sent (to `to` alone, if given), newest first. */
export async function readOutbox(page: Page, to?: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `/auth/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

const logInButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

/** Fills in the login form on the page it is on and presses 'Log in'. */
export async function fillLogIn(
  page: Page,
  userName: string,
  password: string = demoPassword,
): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await logInButton(page).click();
}

/** The password step only, from the side's login page: the page goes on to 'Confirm it's you'. */
export async function logInWithPassword(page: Page, side: Side, userName: string): Promise<void> {
  await page.goto(`/auth/${side}/login`);
  await fillLogIn(page, userName);
  await expect(page).toHaveURL(`/auth/${side}/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
}

/**
 * Logs a demo account in on its side's login page, as a person does: the password, then
 * 'Confirm it's you' with the code sent to the e-mail or phone on file, onto its account page.
 */
export async function logInToAccount(page: Page, side: Side, userName: string): Promise<void> {
  await logInWithPassword(page, side, userName);
  await confirmWithSentCode(page, side);
  await expect(page).toHaveURL(`/auth/${side}/account`);
}

/**
 * 'Confirm it's you' of an account without a factor, as a person does it: the code the page
 * sent on arrival, read from the outbox, typed, and Confirm. Another test logging the same
 * account in at the same moment may have had a code sent too (each session's is its own): a
 * refused code is followed by the next newest.
 */
export async function confirmWithSentCode(page: Page, side: Side): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/auth/${side}/confirm`));
  const sent = page.getByText(/^We sent a code to /);
  await expect(sent).toBeVisible();
  const shown = /We sent a code to (.+?)\. It is good/.exec((await sent.textContent()) ?? '')?.[1];
  if (!shown) throw new Error('The page does not say where the code went');
  let codes: string[] = [];
  await expect
    .poll(async () => {
      codes = (await readOutbox(page))
        .filter((message) => message.code && reachesMasked(message.to, shown))
        .map((message) => message.code!);
      return codes.length;
    })
    .toBeGreaterThan(0);
  const refused = page.getByText('That code did not work.', { exact: false });
  for (const code of codes.slice(0, 3)) {
    await page.getByLabel('Code we sent you').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.endsWith('/confirm'))
        .then(
          () => 'on',
          () => 'timeout',
        ),
      refused.waitFor().then(
        () => 'refused',
        () => 'timeout',
      ),
    ]);
    if (outcome === 'on') return;
  }
  throw new Error(`No code sent to ${shown} was taken`);
}
