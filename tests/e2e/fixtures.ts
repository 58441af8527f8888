// What every end-to-end test may use: an axe-core scan that fails on serious or critical
// violations, screenshots at the two widths we look at, the codes in the development outbox,
// and the personal-information form as a person fills it in. Logging in is
// tests/support/log-in-page.ts's.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';
import { readOutbox } from '#tests/support/log-in-page';
import { systemClock, todayOn } from '#domain/shared/clock';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';

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

/** A download's bytes, read whole. */
export async function readDownload(download: {
  createReadStream(): Promise<NodeJS.ReadableStream>;
}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const screenshotWidths = [390, 1280] as const;

/**
 * Full-page screenshots at 390 and 1280 px wide, under test-results/screenshots/, for a person
 * to look at. `E2E_SCREENSHOTS=0` skips them (.ci/run does: nobody looks at CI's, and they are a
 * tenth of the e2e run's time).
 */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
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

/** A person as the personal-information form asks for them (docs/product/demo-data.md). */
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

/** A day counted from today, as the forms take it (MM/DD/YYYY). */
export function typedDay(offset: number): string {
  return typedDateOf(addDays(todayOn(systemClock()), offset));
}

/**
 * A platform authenticator in the page's browser (the DevTools protocol's WebAuthn domain) that
 * makes and uses passkeys without a person: user verification always succeeds.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** Presses Tab until `target` has the focus: it must be reachable, in at most `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
