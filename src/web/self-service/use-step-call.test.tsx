// The one way a step screen calls the server, on its own: what the screen sees while the call
// is in flight, after a 403, after a failure, and when the answer moves the flow on.

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import { usePortalStore } from '#web/lib/store.ts';
import { paths } from '#web/paths.ts';
import { resetBrowserSession } from '#tests/support/web/flow-test-kit';
import { type FlowRoute, FlowRouteContext } from './flow-route.ts';
import { useFlowStore } from './flow-store.ts';
import type { StepOutcome } from './step-outcome.ts';
import { useStepCall } from './use-step-call.ts';

const route: FlowRoute = {
  module: 'employee-benefits',
  stepPath: (screen) => paths.registrationScreen('employee-benefits', screen),
  start: true,
};

function renderStepCall() {
  const location = memoryLocation({ path: paths.registration('employee-benefits'), record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>
      <FlowRouteContext value={route}>{children}</FlowRouteContext>
    </Router>
  );
  return { location, ...renderHook(() => useStepCall(), { wrapper }) };
}

/** A call the test answers when it chooses. */
function later<T>() {
  let resolve!: (value: T | undefined) => void;
  const promise = new Promise<T | undefined>((done) => (resolve = done));
  return { promise, resolve };
}

const wrongCode: StepOutcome<'verificationCode'> = {
  kind: 'banner',
  notice: { message: 'Wrong code.', variant: 'danger' },
  clear: ['verificationCode'],
};

beforeEach(() => {
  resetBrowserSession();
  usePortalStore.getState().showBanner({ errorMessage: 'An earlier notice.' });
});

describe('a step call', () => {
  it('hides the banner and waits; a banner gives the buttons back and empties its fields', async () => {
    const { result } = renderStepCall();
    const answer = later<object>();
    const cleared: string[][] = [];

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.call({
        activator: 'code-submit',
        send: () => answer.promise,
        outcomeOf: () => wrongCode,
        clear: (fields) => cleared.push(fields),
      });
    });
    expect(result.current.pending).toBe(true);
    expect(usePortalStore.getState().banner?.showBanner).toBe(false);

    await act(async () => {
      answer.resolve({});
      await done;
    });
    expect(result.current.pending).toBe(false);
    expect(cleared).toEqual([['verificationCode']]);
    expect(usePortalStore.getState().banner).toMatchObject({
      showBanner: true,
      errorMessage: 'Wrong code.',
    });
    expect(usePortalStore.getState().bannerActivator).toEqual({ clickedButton: '#code-submit' });
  });

  it('after a 403 only gives the buttons back: the Session Timeout alert is already showing', async () => {
    const { result } = renderStepCall();
    let outcome: unknown = 'not yet';

    await act(async () => {
      outcome = await result.current.call({
        activator: 'code-submit',
        send: () => Promise.resolve(undefined),
        outcomeOf: () => wrongCode,
      });
    });
    expect(outcome).toBeNull();
    expect(result.current.pending).toBe(false);
    expect(usePortalStore.getState().banner?.showBanner).toBe(false);
  });

  it('reads a failed call as an answer of nothing', async () => {
    const { result } = renderStepCall();
    const answers: unknown[] = [];

    await act(async () => {
      await result.current.call({
        activator: 'code-submit',
        send: () => Promise.reject(new Error('The server answered 500')),
        outcomeOf: (response) => {
          answers.push(response);
          return { ...wrongCode, notice: { message: messages.genericError, variant: 'danger' } };
        },
      });
    });
    expect(answers).toEqual([undefined]);
    expect(usePortalStore.getState().banner?.errorMessage).toBe(messages.genericError);
  });

  it('moves the flow on to the next step, whose address is pushed after the start', async () => {
    const { result, location } = renderStepCall();
    const kept: unknown[] = [];

    await act(async () => {
      await result.current.call({
        activator: 'personal-info-submit',
        send: () => Promise.resolve({ transactionId: 'tx-1' }),
        outcomeOf: (): StepOutcome => ({ kind: 'goTo', screen: 'selectVerificationOption' }),
        onAnswer: (_outcome, response) => kept.push(response),
      });
    });
    expect(kept).toEqual([{ transactionId: 'tx-1' }]);
    // The screen is left: its buttons stay waiting until the next one shows.
    expect(result.current.pending).toBe(true);
    expect(useFlowStore.getState()).toMatchObject({
      flowModule: 'employee-benefits',
      arrivedAt: 'selectVerificationOption',
    });
    expect(location.history).toEqual([
      paths.registration('employee-benefits'),
      paths.registrationScreen('employee-benefits', 'selectVerificationOption'),
    ]);
  });
});
