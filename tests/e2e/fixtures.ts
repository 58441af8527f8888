// What every end-to-end test may use: an axe-core scan that fails on serious or critical
// violations, screenshots at the two widths we look at, the development outbox and the codes
// in it, and the personal-information form as a person fills it in.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page (evaluate is not subject to the page's CSP), once the page's
 * finite transitions have ended: a button that has just become enabled is still fading from
 * its disabled colours, and axe would measure the contrast of a frame in between.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'axe-core serious or critical violations').toEqual([]);
}

export const screenshotWidths = [390, 1280] as const;

/** Full-page screenshots at 390 and 1280 px wide, under test-results/screenshots/. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screenshots/${name}-${width}.png`,
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
}

export async function readOutbox(page: Page, to?: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `/auth/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest code sent to `to` (an e-mail address or a phone number), once it is there. */
export async function codeSentTo(page: Page, to: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = (await readOutbox(page, to)).at(0)?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** A person as the personal-information form asks for them (DESIGN.md section 8). */
export interface Person {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  ssn: string;
}

export const ssnLabel = {
  4: 'Last 4 digits SSN / TIN',
  9: 'Social Security Number or TIN',
} as const;

/**
 * Fills in the personal-information form and continues; answers the status code of the
 * server's answer.
 */
export async function fillPersonalInfo(
  page: Page,
  person: Person,
  ssn = person.ssn,
): Promise<string> {
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Month').fill(person.month);
  await page.getByLabel('Day').fill(person.day);
  await page.getByLabel('Year').fill(person.year);
  await page.getByLabel(ssn.length === 9 ? ssnLabel[9] : ssnLabel[4]).fill(ssn);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/verifyPersonalInfo')),
    button(page, 'Continue').click(),
  ]);
  return ((await answer.json()) as { status: { code: string } }).status.code;
}

/** The password of every demo account (DESIGN.md section 8). */
export const demoPassword = 'Benefits#2024';

/**
 * Logs a demo account in on its side's login page, as a person does: the password, then
 * 'Confirm it's you' with the code sent to the e-mail or phone on file, onto its account page.
 */
export async function logInToAccount(
  page: Page,
  side: 'employee-benefits' | 'employers',
  userName: string,
): Promise<void> {
  await page.goto(`/auth/${side}/login`);
  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await button(page, 'Log in').click();
  await confirmWithSentCode(page, side);
  await expect(page).toHaveURL(`/auth/${side}/account`);
}

/** Whether an outbox recipient is the masked one the page shows ('jo***@example.com', '(***) ***-1234'). */
export function reachesMasked(recipient: string, shown: string): boolean {
  if (!shown.includes('@')) return recipient.replace(/\D/g, '').endsWith(shown.replace(/\D/g, ''));
  const [start = ''] = shown.split('*');
  return (
    recipient.toLowerCase().startsWith(start.toLowerCase()) &&
    recipient.endsWith(shown.slice(shown.indexOf('@')))
  );
}

/**
 * 'Confirm it's you' (issue 15) of an account without a factor, as a person does it: the code
 * the page sent on arrival, read from the outbox, typed, and Confirm. Another test logging the
 * same account in at the same moment may have had a code sent too (each session's is its
 * own): a refused code is followed by the next newest.
 */
export async function confirmWithSentCode(
  page: Page,
  side: 'employee-benefits' | 'employers',
): Promise<void> {
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
    await button(page, 'Confirm').click();
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

/** A day counted from today, as the forms take it (MM/DD/YYYY). */
export function typedDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
