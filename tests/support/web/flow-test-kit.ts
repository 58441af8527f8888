// What the tests of the self-service flows share (registration, username recovery, password
// reset, single sign-on): the whole app opened at a flow's address, and a server stand-in
// that answers each call the way the test says and records what was sent. A test kit, so it
// lives beside the other test support, not among the screens it tests.

import { createElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Side } from '#domain/shared/sides';
import { resetBotProtection } from '#web/flows/registration/bot-protection.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { type RegistrationPage } from '#web/paths.ts';
import { App } from '#web/router.tsx';
import { type FlowData, resetFlowStore, useFlowStore } from '#web/self-service/flow-store.ts';
// Loaded up front so the lazy routes resolve at once in every test.
import '#web/flows/registration/registration-screens.tsx';
import '#web/flows/username-recovery/username-recovery-screens.tsx';
import '#web/flows/password-reset/password-reset-screens.tsx';
import '#web/flows/sso/sso-failure-screen.tsx';

/** An answer with another HTTP status than 200, with its JSON body if it has one. */
export interface HttpFailure {
  httpStatus: number;
  body?: object;
}

export const sessionExpired: HttpFailure = { httpStatus: 403 };
export const serverError: HttpFailure = { httpStatus: 500 };

/** A JSON answer, an HTTP failure, or a function giving either (later, or from the body). */
export type Answer =
  object | HttpFailure | ((body: unknown) => object | HttpFailure | Promise<object | HttpFailure>);

/** An answer the test gives when it chooses, to look at the screen while a call is in flight. */
export function later() {
  let resolve!: (answer: object | HttpFailure) => void;
  const promise = new Promise<object | HttpFailure>((done) => (resolve = done));
  return { promise, resolve };
}

export interface RecordedCall {
  method: string;
  /** Under /auth, without the leading slash: 'employee-benefits/registration/submit'. */
  path: string;
  /** The query string without its '?': 'status=active&after=...'; none without one. */
  search?: string;
  body: unknown;
}

/**
 * Answers calls by 'METHOD path'. A list answers one item per call, the last one from then
 * on. Unanswered calls fail with 404, as the real server does for unknown paths.
 */
export function serverAnswers(answers: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), window.location.origin);
    const path = url.pathname.replace(/^\/auth\//, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const search = url.search.replace(/^\?/, '') || undefined;
    calls.push({ method, path, ...(search ? { search } : {}), body });
    const key = `${method} ${path}`;
    const listed = answers[key];
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const given = Array.isArray(listed) ? listed[Math.min(count, listed.length - 1)] : listed;
    const answer = typeof given === 'function' ? await given(body) : given;
    if (!answer) return new Response('{"error":"not found"}', { status: 404 });
    if ('httpStatus' in answer) {
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.httpStatus });
    }
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    /** The calls made to one path. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const status = (code: string, name = `${code} sentence`) => ({ status: { code, name } });

export const rightSideContent = {
  ...status('SUCCESS', 'Done.'),
  heading: 'With your online account you can',
  offers: ['Learn about your coverage', 'Submit and manage absence requests'],
  helpDocumentUrl: 'https://insurer.example/help/registration.pdf',
  phone: '1-800-555-2273',
};

/** The reload answer of a flow a partner's assertion just opened (decision 0013). */
export const ssoFlow = {
  ...status('SUCCESS'),
  step: 'personalInfo',
  module: 'employee-benefits',
  transactionId: 'tx-sso',
  sso: true,
};

export function registrationPath(
  screen: RegistrationPage,
  side: Side = 'employee-benefits',
): string {
  return `/auth/${side}/registration/${screen}`;
}

/** A fresh browser session: nothing stored, no notice, no script of Google. */
export function resetBrowserSession(): void {
  resetFlowStore();
  resetBotProtection();
  usePortalStore.setState({ banner: null, bannerActivator: null, alert: null });
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
}

/** Opens the whole app at a browser address, as after a link or a reload, once it has a heading. */
export async function openApp(address: string) {
  window.history.replaceState(null, '', address);
  const result = render(createElement(App));
  await screen.findByRole('heading', { level: 1 });
  return result;
}

/**
 * Opens the app at `screen`, on the employee side unless `side` says otherwise. `arrived`
 * plays a person the flow itself brought there (no reload check); without it the screen is
 * opened as after a reload or a typed address.
 */
export async function openRegistration(
  screenName: RegistrationPage,
  options: { arrived?: boolean; data?: Partial<FlowData>; side?: Side } = {},
) {
  window.history.replaceState(null, '', registrationPath(screenName, options.side));
  // What the store holds is this side's registration's, as the flow itself put it there.
  const flowModule = options.side ?? 'employee-benefits';
  useFlowStore.getState().update({ flowModule, ...options.data });
  if (options.arrived) useFlowStore.getState().arrive(screenName);
  const result = render(createElement(App));
  await screen.findByRole('heading', { level: 1 });
  return result;
}

export function currentPath(): string {
  return window.location.pathname;
}

/**
 * The banner, once its message shows: messages pass through DOMPurify, which loads the first
 * time one is shown.
 */
export async function findBanner(role: 'alert' | 'status' = 'alert'): Promise<HTMLElement> {
  const banner = await screen.findByRole(role);
  await waitFor(() => expect(banner.querySelector('.banner__message')).not.toBeEmptyDOMElement());
  return banner;
}

/** A person as the personal-information form takes them: the date in its three boxes. */
export interface TypedPerson {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  ssn: string;
}

/** Types into the personal-information form whatever of `person` is given. */
export async function fillInPersonalInfo(user: UserEvent, person: Partial<TypedPerson>) {
  const fields: [string, string | undefined][] = [
    ['First Name', person.firstName],
    ['Last Name', person.lastName],
    ['Month', person.month],
    ['Day', person.day],
    ['Year', person.year],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  const ssnBox = screen.getByLabelText(/SSN|Social Security Number/);
  if (person.ssn) await user.type(ssnBox, person.ssn);
}

/** A table's text, row by row, each cell's (head and data cells alike). */
export function tableCells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
