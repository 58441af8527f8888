// How a benefits form calls the server, on its own: the buttons wait, a 403 only gives them
// back, a refusal of a field shows at that field (tied to its input), a refusal the form knows
// is its own, a 401 goes to 'Confirm it's you' or the login page, anything else is the banner.

import { act, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it } from 'vitest';
import { secondStepRefusal } from '#domain/second-factor/second-factor-rules';
import { messages } from '#domain/shared/messages';
import { TextField } from '#web/components/fields/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { paths } from '#web/paths.ts';
import { resetBrowserSession } from '#tests/support/web/flow-test-kit';
import { useFormCall } from './use-form-call.ts';

const claimPage = paths.claim('DI-1');

function inRouter(path = claimPage) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>{children}</Router>
  );
  return { location, wrapper };
}

function renderFormCall(path?: string) {
  const { location, wrapper } = inRouter(path);
  return { location, ...renderHook(() => useFormCall<'hours'>(), { wrapper }) };
}

const refusedWith = (status: number, body?: object) => () =>
  Promise.reject<object>(new ApiError(status, body));

beforeEach(() => {
  resetBrowserSession();
});

describe('a form call', () => {
  it('waits while the call is in flight, and resolves with its answer', async () => {
    const { result } = renderFormCall();
    let answer!: (value: object) => void;
    let sent!: Promise<object | null>;
    act(() => {
      sent = result.current.send(() => new Promise<object>((done) => (answer = done)));
    });
    expect(result.current.pending).toBe(true);

    await act(async () => {
      answer({ claimNumber: 'DI-1' });
      expect(await sent).toEqual({ claimNumber: 'DI-1' });
    });
    expect(result.current.pending).toBe(false);
    expect(usePortalStore.getState().banner).toBeNull();
  });

  it('after a 403 only gives the buttons back: the Session Timeout alert is already showing', async () => {
    const { result, location } = renderFormCall();
    let answer: unknown = 'not yet';
    await act(async () => {
      answer = await result.current.send(() => Promise.resolve(undefined), { activator: 'go' });
    });
    expect(answer).toBeNull();
    expect(result.current.pending).toBe(false);
    expect(usePortalStore.getState().banner).toBeNull();
    expect(location.history).toEqual([claimPage]);
  });

  it("shows a refusal of the form's field at that field; of another field, the banner", async () => {
    const { result } = renderFormCall();
    const fieldOf = (name: string) => (name === 'hours' ? 'hours' : null);

    await act(async () => {
      await result.current.send(refusedWith(400, { message: 'Too many hours.', field: 'hours' }), {
        activator: 'report-time',
        fieldOf,
      });
    });
    expect(result.current.errors).toEqual({ hours: 'Too many hours.' });
    expect(usePortalStore.getState().banner).toBeNull();

    await act(async () => {
      await result.current.send(refusedWith(400, { message: 'No key.', field: 'key' }), {
        activator: 'report-time',
        fieldOf,
      });
    });
    expect(usePortalStore.getState().banner).toMatchObject({
      showBanner: true,
      errorMessage: messages.genericError,
    });
    expect(usePortalStore.getState().bannerActivator).toEqual({ clickedButton: '#report-time' });
  });

  it('leaves a refusal the form knows to the form, and the others to the banner', async () => {
    const { result } = renderFormCall();
    const known: number[] = [];
    const refused = (error: ApiError) => {
      known.push(error.statusCode);
      return error.statusCode === 409;
    };

    await act(async () => {
      await result.current.send(refusedWith(409, { message: 'Given already.' }), { refused });
    });
    expect(usePortalStore.getState().banner).toBeNull();

    await act(async () => {
      await result.current.send(refusedWith(500), { refused });
    });
    expect(known).toEqual([409, 500]);
    expect(usePortalStore.getState().banner?.errorMessage).toBe(messages.genericError);

    // No answer at all (the network): nothing for the form to know, the banner.
    usePortalStore.setState({ banner: null });
    await act(async () => {
      await result.current.send(() => Promise.reject(new TypeError('Failed to fetch')), {
        refused,
      });
    });
    expect(known).toEqual([409, 500]);
    expect(usePortalStore.getState().banner?.errorMessage).toBe(messages.genericError);
  });

  it("sends a 401 to 'Confirm it's you', back to this page, or to the login page", async () => {
    const wanted = renderFormCall();
    await act(async () => {
      await wanted.result.current.send(refusedWith(401, { error: secondStepRefusal.error }));
    });
    expect(wanted.location.history.at(-1)).toBe(paths.confirm('employee-benefits', claimPage));

    const ended = renderFormCall(paths.employerClaims);
    await act(async () => {
      await ended.result.current.send(refusedWith(401, { error: 'UNAUTHORIZED' }));
    });
    expect(ended.location.history.at(-1)).toBe(paths.login('employers'));
    expect(usePortalStore.getState().banner).toBeNull();
  });

  it('waits through a task of several calls, each answered the same way', async () => {
    const { result } = renderFormCall();
    const seen: unknown[] = [];
    let task!: Promise<unknown>;
    let second!: (value: object) => void;
    act(() => {
      task = result.current.whilePending(async () => {
        seen.push(await result.current.answerOf(() => Promise.resolve({ options: true })));
        seen.push(
          await result.current.answerOf(() => new Promise<object>((done) => (second = done))),
        );
      });
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      second({ added: true });
      await task;
    });
    expect(seen).toEqual([{ options: true }, { added: true }]);
    expect(result.current.pending).toBe(false);
  });
});

function HoursForm({ onSend }: { onSend(): Promise<object | undefined> }) {
  const { pending, send, errors, form } = useFormCall<'hours'>();
  return (
    <form
      ref={form}
      aria-busy={pending}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(onSend, { activator: 'send-hours', fieldOf: () => 'hours' });
      }}
    >
      <TextField id="hours" label="Hours" error={errors.hours} />
      <button id="send-hours" type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

describe('a form that uses it', () => {
  it('is busy while it waits, then ties the refusal to its field and focuses it', async () => {
    const user = userEvent.setup();
    const { wrapper } = inRouter();
    let refuse!: () => void;
    const { container } = render(
      <HoursForm
        onSend={() =>
          new Promise((_, reject) => {
            refuse = () => reject(new ApiError(400, { field: 'hours', message: 'Too many.' }));
          })
        }
      />,
      { wrapper },
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true');

    await act(async () => refuse());
    const hours = screen.getByRole('textbox', { name: 'Hours' });
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(hours).toHaveAccessibleDescription('Too many.');
    expect(hours).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'false');
  });
});
