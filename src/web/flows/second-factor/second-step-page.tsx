// 'Confirm it's you' (docs/product/second-factor.md): after the password, before the benefits area.
// The account confirms with what it has: a passkey, its authenticator app's code, or a recovery
// code (behind a disclosure, for the day the phone is lost). An account without a factor gets a
// one-time code at the e-mail or phone on file, sent as the page opens, and is offered a passkey to
// add once confirmed: a box to tick beside 'Confirm', which costs the logins of those who leave it
// nothing (a page of its own after the step would be clicked past at each one, and a notice would
// follow the person from page to page). Every refusal reads the same, as the server's answer does.

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { startAuthentication } from '@simplewebauthn/browser';
import { useLocation, useSearch } from 'wouter';
import type { SecondStepOptions } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { paths } from '#web/paths.ts';
import { postSecondStepWithCode, type TypedMethod } from './api/second-step-with-code.ts';
import { postSecondStepWithPasskey } from './api/second-step-with-passkey.ts';
import { postSecondStepPasskeyOptions } from './api/second-step-passkey-options.ts';
import { getSecondStep } from './api/second-step.ts';
import { postSendSecondStepCode } from './api/send-second-step-code.ts';
import {
  type ConfirmOutcome,
  codeSentSentence,
  confirmOutcome,
  confirmText,
  type Destination,
  destinationAfterConfirm,
  type Sentence,
  sayIn,
} from './second-factor-outcomes.ts';

const fieldLabels: Record<TypedMethod, MessageDescriptor> = {
  app: secondFactorTexts.appCodeLabel,
  code: secondFactorTexts.emailCodeLabel,
  'recovery-code': secondFactorTexts.recoveryCodeLabel,
};

const stepText = defineMessages({
  again: {
    id: 'second-factor.again',
    defaultMessage:
      "For your security, please confirm it's you again: this change needs a second step within the last 5 minutes.",
  },
  loading: { id: 'second-factor.loading', defaultMessage: 'Loading…' },
  /** The offer to an account without a factor: its security page next, on the way in. */
  passkeyOffer: {
    id: 'second-factor.passkeyOffer',
    defaultMessage: 'Then add a passkey, to confirm in one step next time',
    description: 'A checkbox beside the one-time code: the next page adds a passkey.',
  },
  sendNewCode: { id: 'second-factor.sendNewCode', defaultMessage: 'Send a new code' },
  useRecoveryCode: { id: 'second-factor.useRecoveryCode', defaultMessage: 'Use a recovery code' },
  noContact: {
    id: 'second-factor.noContact',
    defaultMessage:
      'We have no e-mail address or phone number on file to send you a code. Please call {phone} for help.',
  },
});

/** What the step guards, in the words of each side's area. */
const guardedText: Record<Side, MessageDescriptor> = defineMessages({
  'employee-benefits': {
    id: 'second-factor.guarded.employee',
    defaultMessage:
      "For your security, please confirm it's you before we show your claims, documents and payments.",
  },
  employers: {
    id: 'second-factor.guarded.employer',
    defaultMessage:
      "For your security, please confirm it's you before we show your employees' claims, bills and reports.",
  },
});

export default function SecondStepPage({ side }: { side: Side }) {
  const text = useText();
  const load = useCallback(() => getSecondStep(side), [side]);
  const [options] = useBenefitsData(load);
  return (
    <div className="benefits-page second-factor-page">
      <h1>{text.formatMessage(secondFactorTexts.confirmHeading)}</h1>
      <LoadingNotice loaded={options} text={text.formatMessage(stepText.loading)} />
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
  const text = useText();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const from = query.get('path');
  // A high-risk change asks again though the session confirmed at its login (recentStepMinutes).
  const again = query.get('again') === '1';
  const done = options.confirmed && (!again || options.confirmedRecently);
  const { pending, send, answerOf, whilePending } = useFormCall();
  const primary: TypedMethod | null = options.app ? 'app' : options.code ? 'code' : null;
  const [method, setMethod] = useState<TypedMethod | null>(
    primary ?? (options.passkey || !options.recoveryCode ? null : 'recovery-code'),
  );
  const [typed, setTyped] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<{ on: 'field' | 'passkey'; sentence: Sentence } | null>(
    null,
  );
  const [locked, setLocked] = useState<Sentence | null>(null);
  const [sent, setSent] = useState<Sentence | null>(null);
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
    } else if (done) {
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
    const answer = await answerOf(() => postSendSecondStepCode(side));
    if (answer) setSent(codeSentSentence(answer.outcome, options.code.destination));
  }

  const follow = (outcome: ConfirmOutcome, via: 'field' | 'passkey') => {
    switch (outcome.kind) {
      case 'confirmed':
        // Without a factor, the passkey asked for when confirming: its page comes first.
        if (method === 'code' && addPasskeyNext) {
          return go({ kind: 'route', route: paths.security(side) });
        }
        return go(outcome.destination);
      case 'refused':
        setProblem({ on: via, sentence: outcome.sentence });
        if (via === 'field') field.current?.focus();
        return;
      case 'locked':
        setProblem(null);
        return setLocked(outcome.sentence);
    }
  };

  const context = { side, from, phone: portalConfig.supportPhone };

  const confirmTyped = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || pending) return;
    if (typed.trim() === '') {
      setProblem({ on: 'field', sentence: { message: confirmText.emptyCode } });
      field.current?.focus();
      return;
    }
    setProblem(null);
    const request = { code: typed.trim(), rememberDevice: remember };
    const answer = await send(() => postSecondStepWithCode(side, method, request));
    if (answer) follow(confirmOutcome(answer, context), 'field');
  };

  // The browser's prompt comes between the two calls: the buttons wait through all three.
  const confirmWithPasskey = () =>
    whilePending(async () => {
      setProblem(null);
      const optionsJSON = await answerOf(() => postSecondStepPasskeyOptions(side));
      if (!optionsJSON) return;
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        // Closed, timed out, or no passkey of this account here: nothing reached the server.
        return setProblem({ on: 'passkey', sentence: { message: confirmText.passkeyNotUsed } });
      }
      const answer = await answerOf(() => postSecondStepWithPasskey(side, response, remember));
      if (answer) follow(confirmOutcome(answer, { ...context, passkey: true }), 'passkey');
    });

  const switchTo = (next: TypedMethod | null) => {
    setMethod(next);
    setTyped('');
    setProblem(null);
  };

  return (
    <>
      <p>{text.formatMessage(again ? stepText.again : guardedText[side])}</p>
      {locked && (
        <p className="second-factor-problem" role="alert">
          {sayIn(text, locked)}
        </p>
      )}
      {method === 'code' && options.code && (
        <p className="benefits-notice" role="status">
          {sent && sayIn(text, sent)}
        </p>
      )}
      <form className="benefits-form second-factor-form" noValidate onSubmit={confirmTyped}>
        {method && (
          <TextField
            id="second-factor-code"
            label={text.formatMessage(fieldLabels[method])}
            name="code"
            inputMode={method === 'recovery-code' ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={typed}
            error={problem?.on === 'field' ? sayIn(text, problem.sentence) : null}
            inputRef={field}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        <div className="second-factor-form__other">
          {method === 'code' && (
            <button type="button" className="button button--link" onClick={() => void sendCode()}>
              {text.formatMessage(stepText.sendNewCode)}
            </button>
          )}
          {options.recoveryCode && (
            <button
              type="button"
              className="button button--link"
              aria-expanded={method === 'recovery-code'}
              onClick={() => switchTo(method === 'recovery-code' ? primary : 'recovery-code')}
            >
              {text.formatMessage(stepText.useRecoveryCode)}
            </button>
          )}
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <span>{text.formatMessage(secondFactorTexts.rememberDevice)}</span>
        </label>
        {method === 'code' && (
          <label className="checkbox">
            <input
              type="checkbox"
              checked={addPasskeyNext}
              onChange={(event) => setAddPasskeyNext(event.target.checked)}
            />
            <span>{text.formatMessage(stepText.passkeyOffer)}</span>
          </label>
        )}
        {problem?.on === 'passkey' && (
          <p className="second-factor-problem" role="alert">
            {sayIn(text, problem.sentence)}
          </p>
        )}
        <div className="button-row">
          {method && (
            <button type="submit" className="button button--primary" disabled={pending}>
              {text.formatMessage(secondFactorTexts.confirm)}
            </button>
          )}
          {options.passkey && (
            <button
              type="button"
              className={`button ${method ? 'button--secondary' : 'button--primary'}`}
              disabled={pending}
              onClick={() => void confirmWithPasskey()}
            >
              {text.formatMessage(secondFactorTexts.usePasskey)}
            </button>
          )}
        </div>
      </form>
      {!options.passkey && !options.app && !options.recoveryCode && !options.code && (
        <p>{text.formatMessage(stepText.noContact, { phone: portalConfig.supportPhone })}</p>
      )}
    </>
  );
}
