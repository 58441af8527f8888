// 'Set up an authenticator app': a secret to scan as a QR code or type as text, kept only once
// the app's first code proves it was taken. The QR code's SVG is shown as an image (a data:
// address, which the page's CSP allows for images), never put into the page as markup.

import { type FormEvent, useRef, useState } from 'react';
import type { AppSetup } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts as texts } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { postConfirmApp } from './api/confirm-app.ts';
import { postStartApp } from './api/start-app.ts';
import {
  addOutcome,
  confirmSentences,
  groupedSecret,
  svgImageAddress,
} from './second-factor-outcomes.ts';

export function AppSetupSection({ side, onAdded }: { side: Side; onAdded: () => Promise<void> }) {
  const failed = useCallFailure();
  const [setup, setSetup] = useState<AppSetup | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const start = async () => {
    setPending(true);
    try {
      const answer = await postStartApp(side);
      if (answer) setSetup(answer);
    } catch (error) {
      failed(error);
    }
    setPending(false);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      setProblem(confirmSentences.emptyCode);
      return field.current?.focus();
    }
    setPending(true);
    setProblem(null);
    const result = await postConfirmApp(side, typed.trim()).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    const outcome = addOutcome(result, confirmSentences.refused);
    setPending(false);
    if (outcome.kind === 'refused') {
      setProblem(outcome.message);
      field.current?.focus();
    } else if (outcome.kind === 'failed') failed(outcome.error);
    else if (outcome.kind === 'added') await onAdded();
  };

  return (
    <PageSection id="app-setup" title={texts.setUpApp}>
      {!setup ? (
        <>
          <p>
            An authenticator app on your phone (such as Google Authenticator, Microsoft
            Authenticator or 1Password) shows a new 6-digit code every 30 seconds.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              disabled={pending}
              onClick={() => void start()}
            >
              {texts.setUpApp}
            </button>
          </div>
        </>
      ) : (
        <div className="second-factor-app">
          <ol>
            <li>In your authenticator app, add an account and scan this QR code.</li>
            <li>Then enter the 6-digit code the app shows.</li>
          </ol>
          <img
            className="second-factor-app__qr"
            src={svgImageAddress(setup.qrSvg)}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
          />
          <p>
            Can't scan it? Type this key into the app instead:{' '}
            <code className="second-factor-app__secret" data-secret={setup.secret}>
              {groupedSecret(setup.secret)}
            </code>
          </p>
          <form className="benefits-form" noValidate onSubmit={confirm}>
            <TextField
              id="app-code"
              label={texts.appCodeLabel}
              name="appCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={40}
              value={typed}
              error={problem}
              inputRef={field}
              onChange={(event) => setTyped(event.target.value)}
            />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={pending}>
                {texts.confirm}
              </button>
            </div>
          </form>
        </div>
      )}
    </PageSection>
  );
}
