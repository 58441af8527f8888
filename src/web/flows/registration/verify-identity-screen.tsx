// The employee's verification option step (docs/product/registration.md, "Verify identity"): the
// ZIP code on file proves a little more than the census match, and the bot check runs here, on the
// step a script would hammer to guess ZIP codes.

import { type FormEvent, useEffect, useState } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { limits, validateZipCode } from '#domain/shared/field-rules';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { NewTabLink } from '#web/components/layout/new-tab-link.tsx';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postValidateZipCode } from './api/validate-zip-code.ts';
import { botProtectionToken, loadBotProtection } from './bot-protection.ts';
import { zipCodeOutcome } from './registration-outcomes.ts';

const submitId = 'zip-submit';

/** The mask of the ZIP code field (docs/product/field-rules.md): signs, not words. */
const zipMask = '#####';

const verifyText = defineMessages({
  heading: { id: 'registration.verify.heading', defaultMessage: "Let's verify your identity." },
  intro: {
    id: 'registration.verify.intro',
    defaultMessage:
      'Please enter the ZIP code of your home address, as your employer has it on file.',
  },
  zipCode: { id: 'registration.verify.zipCode', defaultMessage: 'ZIP Code' },
  protectedPage: {
    id: 'registration.verify.protected',
    defaultMessage: 'This page is protected against automated abuse.',
  },
  recaptcha: {
    id: 'registration.verify.recaptcha',
    defaultMessage:
      'This page is protected by reCAPTCHA. The Google <privacy>Privacy Policy</privacy> and <terms>Terms of Service</terms> apply.',
    description:
      "Google's required notice; <privacy> and <terms> link to Google's policy and terms, whose names Google translates as 'Política de Privacidad' and 'Condiciones del Servicio'.",
  },
});

/**
 * docs/product/registration.md: "A captcha badge is shown only on the employee-benefits
 * verification option step".
 */
function CaptchaNotice() {
  const text = useText();
  if (!portalConfig.recaptchaSiteKey) {
    return (
      <p className="registration-step__captcha">{text.formatMessage(verifyText.protectedPage)}</p>
    );
  }
  return (
    <p className="registration-step__captcha">
      {text.formatMessage(verifyText.recaptcha, {
        privacy: (words) => (
          <NewTabLink href="https://policies.google.com/privacy">{words}</NewTabLink>
        ),
        terms: (words) => <NewTabLink href="https://policies.google.com/terms">{words}</NewTabLink>,
      })}
    </p>
  );
}

export function VerifyIdentityScreen() {
  const text = useText();
  const step = useStepCall();
  const [zipCode, setZipCode] = useState('');
  const touched = useTouchedFields<'zipCode'>();
  const problem = validateZipCode(zipCode);

  useEffect(() => {
    // Loading while the person types makes Continue answer sooner.
    const siteKey = portalConfig.recaptchaSiteKey;
    if (siteKey) loadBotProtection(siteKey).catch(() => undefined);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    touched.touch('zipCode');
    if (problem) {
      document.getElementById('zipCode')?.focus();
      return;
    }
    await step.call({
      activator: submitId,
      send: async () =>
        postValidateZipCode(step.module, {
          zipCode,
          recaptchaToken: await botProtectionToken(portalConfig.recaptchaSiteKey, 'validate_zip'),
        }),
      outcomeOf: (response) => zipCodeOutcome(response, outcomeTexts),
      onAnswer: (outcome, response) => {
        const store = useFlowStore.getState();
        if (response) store.update({ baseResponse: response });
        if (outcome.kind !== 'goTo') return;
        const reserved = outcome.reservedUserName ?? null;
        store.update({ reservedUserName: reserved, userName: reserved ?? store.userName });
      },
    });
  }

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(verifyText.heading)}</StepHeading>
      <p>{text.formatMessage(verifyText.intro)}</p>
      <form className="registration-step__form" noValidate onSubmit={submit}>
        <DigitsField
          id="zipCode"
          name="zipCode"
          label={text.formatMessage(verifyText.zipCode)}
          placeholder={zipMask}
          autoComplete="postal-code"
          className="registration-step__short-field"
          maxLength={limits.zipLength}
          value={zipCode}
          required
          error={touched.isTouched('zipCode') ? problem : null}
          onValueChange={setZipCode}
          onBlur={() => touched.touch('zipCode')}
        />
        <ContinueButton id={submitId} disabled={step.pending} />
      </form>
      <CaptchaNotice />
    </div>
  );
}
