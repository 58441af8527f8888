// 'Confirm it's you' (issue 15): after the password, before the benefits area. The account
// confirms with what it has: a passkey, its authenticator app's code, or a recovery code
// (behind a disclosure, for the day the phone is lost). An account without a factor gets a
// one-time code at the e-mail or phone on file, sent as the page opens, and is offered a
// passkey to add once confirmed: a box to tick beside 'Confirm', which costs the logins of
// those who leave it nothing (a page of its own after the step would be clicked past at each
// one, and a notice would follow the person from page to page). Every refusal reads the same, as the server's answer does.

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useLocation, useSearch } from 'wouter';
import type { SecondStepOptions } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts as texts } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import {
  LoadingNotice,
  useBenefitsData,
  useCallFailure,
} from '#web/components/benefits/use-benefits-data.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { paths } from '#web/paths.ts';
import { postConfirmWithCode, type TypedMethod } from './api/confirm-with-code.ts';
import { postConfirmWithPasskey } from './api/confirm-with-passkey.ts';
import { postPasskeyStepOptions } from './api/passkey-step-options.ts';
import { getSecondStep } from './api/second-step.ts';
import { postSendStepCode } from './api/send-step-code.ts';
import {
  type ConfirmOutcome,
  codeSentSentence,
  confirmOutcome,
  confirmSentences,
  type Destination,
  destinationAfterConfirm,
} from './second-factor-outcomes.ts';

const fieldLabels: Record<TypedMethod, string> = {
  app: texts.appCodeLabel,
  code: texts.emailCodeLabel,
  'recovery-code': texts.recoveryCodeLabel,
};

/** What the step guards, in the words of each side's area. */
/** The offer to an account without a factor: its security page next, on the way in. */
export const passkeyOffer = 'Then add a passkey, to confirm in one step next time';

const guarded: Record<Side, string> = {
  'employee-benefits': 'your claims, documents and payments',
  employers: "your employees' claims, bills and reports",
};

export default function ConfirmPage({ side }: { side: Side }) {
  const load = useCallback(() => getSecondStep(side), [side]);
  const [options] = useBenefitsData(load);
  return (
    <div className="benefits-page second-factor-page">
      <h1>{texts.confirmHeading}</h1>
      <LoadingNotice loaded={options} text="Loading…" />
      {options.kind === 'ready' && <ConfirmForm side={side} options={options.data} />}
      {options.kind !== 'loading' && (
        <div className="button-row">
          <LogOutButton side={side} />
        </div>
      )}
    </div>
  );
}

function ConfirmForm({ side, options }: { side: Side; options: SecondStepOptions }) {
  const [, navigate] = useLocation();
  const from = new URLSearchParams(useSearch()).get('path');
  const failed = useCallFailure();
  const primary: TypedMethod | null = options.app ? 'app' : options.code ? 'code' : null;
  const [method, setMethod] = useState<TypedMethod | null>(
    primary ?? (options.passkey || !options.recoveryCode ? null : 'recovery-code'),
  );
  const [typed, setTyped] = useState('');
  const [remember, setRemember] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ on: 'field' | 'passkey'; message: string } | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const [sent, setSent] = useState('');
  const [addPasskeyNext, setAddPasskeyNext] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const sentOnArrival = useRef(false);

  const go = (destination: Destination) => {
    if (destination.kind === 'address') pageNavigation.assign(destination.url);
    else navigate(destination.route, { replace: true });
  };

  useEffect(() => {
    // Done already (a Back, a second tab): on to where the person was going, or to the factor
    // the account still owes.
    if (options.mustEnrol) {
      navigate(paths.security(side), { replace: true });
    } else if (options.confirmed) {
      go(destinationAfterConfirm(side, undefined, from));
    } else if (options.code && !sentOnArrival.current) {
      // Once, even when React runs the effect twice: a second send would answer 'too-soon'.
      sentOnArrival.current = true;
      void sendCode();
    }
    // Runs for the options the page was opened with, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function sendCode() {
    if (!options.code) return;
    try {
      const answer = await postSendStepCode(side);
      if (answer) setSent(codeSentSentence(answer.outcome, options.code.destination));
    } catch (error) {
      failed(error);
    }
  }

  const follow = (outcome: ConfirmOutcome, via: 'field' | 'passkey') => {
    setPending(false);
    switch (outcome.kind) {
      case 'confirmed':
        // Without a factor, the passkey asked for when confirming: its page comes first.
        if (method === 'code' && addPasskeyNext) {
          return go({ kind: 'route', route: paths.security(side) });
        }
        return go(outcome.destination);
      case 'refused':
        setProblem({ on: via, message: outcome.message });
        if (via === 'field') field.current?.focus();
        return;
      case 'locked':
        setProblem(null);
        return setLocked(outcome.message);
      case 'failed':
        return failed(outcome.error);
      default:
        return;
    }
  };

  const context = { side, from, phone: portalConfig.supportPhone };

  const confirmTyped = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || pending) return;
    if (typed.trim() === '') {
      setProblem({ on: 'field', message: confirmSentences.emptyCode });
      field.current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    const request = { code: typed.trim(), rememberDevice: remember };
    const result = await postConfirmWithCode(side, method, request).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    follow(confirmOutcome(result, context), 'field');
  };

  const confirmWithPasskey = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const optionsJSON = await postPasskeyStepOptions(side);
      if (!optionsJSON) return setPending(false);
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        // Closed, timed out, or no passkey of this account here: nothing reached the server.
        setPending(false);
        return setProblem({ on: 'passkey', message: confirmSentences.passkeyNotUsed });
      }
      const answer = await postConfirmWithPasskey(side, response, remember);
      follow(confirmOutcome({ answer }, { ...context, passkey: true }), 'passkey');
    } catch (error) {
      follow({ kind: 'failed', error }, 'passkey');
    }
  };

  const switchTo = (next: TypedMethod | null) => {
    setMethod(next);
    setTyped('');
    setProblem(null);
  };

  return (
    <>
      <p>For your security, please confirm it's you before we show {guarded[side]}.</p>
      {locked && (
        <p className="second-factor-problem" role="alert">
          {locked}
        </p>
      )}
      {method === 'code' && options.code && (
        <p className="benefits-notice" role="status">
          {sent}
        </p>
      )}
      <form className="benefits-form second-factor-form" noValidate onSubmit={confirmTyped}>
        {method && (
          <TextField
            id="second-factor-code"
            label={fieldLabels[method]}
            name="code"
            inputMode={method === 'recovery-code' ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={typed}
            error={problem?.on === 'field' ? problem.message : null}
            inputRef={field}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        <div className="second-factor-form__other">
          {method === 'code' && (
            <button type="button" className="button button--link" onClick={() => void sendCode()}>
              Send a new code
            </button>
          )}
          {options.recoveryCode && (
            <button
              type="button"
              className="button button--link"
              aria-expanded={method === 'recovery-code'}
              onClick={() => switchTo(method === 'recovery-code' ? primary : 'recovery-code')}
            >
              Use a recovery code
            </button>
          )}
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <span>{texts.rememberDevice}</span>
        </label>
        {method === 'code' && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={addPasskeyNext}
              onChange={(event) => setAddPasskeyNext(event.target.checked)}
            />
            <span>{passkeyOffer}</span>
          </label>
        )}
        {problem?.on === 'passkey' && (
          <p className="second-factor-problem" role="alert">
            {problem.message}
          </p>
        )}
        <div className="button-row">
          {method && (
            <button type="submit" className="button button--primary" disabled={pending}>
              {texts.confirm}
            </button>
          )}
          {options.passkey && (
            <button
              type="button"
              className={`button ${method ? 'button--secondary' : 'button--primary'}`}
              disabled={pending}
              onClick={() => void confirmWithPasskey()}
            >
              {texts.usePasskey}
            </button>
          )}
        </div>
      </form>
      {!options.passkey && !options.app && !options.recoveryCode && !options.code && (
        <p>
          We have no e-mail address or phone number on file to send you a code. Please call{' '}
          {portalConfig.supportPhone} for help.
        </p>
      )}
    </>
  );
}
