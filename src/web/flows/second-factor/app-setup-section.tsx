// 'Set up an authenticator app': a secret to scan as a QR code or type as text, kept only once
// the app's first code proves it was taken. The QR code's SVG is shown as an image (a data:
// address, which the page's CSP allows for images), never put into the page as markup.

import { type FormEvent, useRef, useState } from 'react';
import type { AppSetup } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { postConfirmApp } from './api/confirm-app.ts';
import { postStartApp } from './api/start-app.ts';
import {
  addOutcome,
  confirmText,
  groupedSecret,
  type Said,
  sayIn,
  svgImageAddress,
} from './second-factor-outcomes.ts';

const appText = defineMessages({
  about: {
    id: 'second-factor.app.about',
    defaultMessage:
      'An authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) shows a new 6-digit code every 30 seconds.',
  },
  scan: {
    id: 'second-factor.app.scan',
    defaultMessage: 'In your authenticator app, add an account and scan this QR code.',
  },
  enterCode: {
    id: 'second-factor.app.enterCode',
    defaultMessage: 'Then enter the 6-digit code the app shows.',
  },
  qrAlt: {
    id: 'second-factor.app.qrAlt',
    defaultMessage: 'QR code to scan with your authenticator app',
  },
  typeKey: {
    id: 'second-factor.app.typeKey',
    defaultMessage: "Can't scan it? Type this key into the app instead: {key}",
    description: 'The key is letters and digits in groups of four.',
  },
});

export function AppSetupSection({ side, onAdded }: { side: Side; onAdded: () => Promise<void> }) {
  const text = useText();
  const { pending, send } = useFormCall();
  const [setup, setSetup] = useState<AppSetup | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Said | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const start = async () => {
    const answer = await send(() => postStartApp(side));
    if (answer) setSetup(answer);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setProblem({ message: confirmText.emptyCode });
      return field.current?.focus();
    }
    setProblem(null);
    const answer = await send(() => postConfirmApp(side, typed.trim()));
    if (!answer) return;
    const outcome = addOutcome(answer, { message: confirmText.refused });
    if (outcome.kind === 'added') return onAdded();
    setProblem(outcome.said);
    field.current?.focus();
  };

  return (
    <PageSection id="app-setup" title={text.formatMessage(secondFactorTexts.setUpApp)}>
      {!setup ? (
        <>
          <p>{text.formatMessage(appText.about)}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              onClick={() => void start()}
            >
              {text.formatMessage(secondFactorTexts.setUpApp)}
            </button>
          </div>
        </>
      ) : (
        <div className="second-factor-app">
          <ol>
            <li>{text.formatMessage(appText.scan)}</li>
            <li>{text.formatMessage(appText.enterCode)}</li>
          </ol>
          <img
            className="second-factor-app__qr"
            src={svgImageAddress(setup.qrSvg)}
            alt={text.formatMessage(appText.qrAlt)}
            width={200}
            height={200}
          />
          <p>
            {text.formatMessage(appText.typeKey, {
              key: (
                <code key="key" className="second-factor-app__secret" data-secret={setup.secret}>
                  {groupedSecret(setup.secret)}
                </code>
              ),
            })}
          </p>
          <form className="benefits-form" aria-busy={pending} noValidate onSubmit={confirm}>
            <TextField
              id="app-code"
              label={text.formatMessage(secondFactorTexts.appCodeLabel)}
              name="appCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={40}
              value={typed}
              error={problem && sayIn(text, problem)}
              inputRef={field}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={pending}>
                {text.formatMessage(secondFactorTexts.confirm)}
              </button>
            </div>
          </form>
        </div>
      )}
    </PageSection>
  );
}
