// 'Sign-in and security' (docs/product/second-factor.md): the account's ways to confirm it's you,
// each with when it was last used and 'Remove'; 'Add a passkey'; 'Set up an authenticator app';
// 'Get new recovery codes'; 'Forget all devices'. While the session owes a factor (an employer, by
// configuration) the page says so first and is the only one open.

import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts } from '#domain/second-factor/second-factor-rules';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import {
  LoadingNotice,
  useBenefitsData,
  useCallFailure,
} from '#web/components/benefits/use-benefits-data.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { postForgetDevices } from './api/forget-devices.ts';
import { postRemoveFactor } from './api/remove-factor.ts';
import { getSecurityOverview } from './api/security-overview.ts';
import { AppSetupSection } from './app-setup-section.tsx';
import { FactorList } from './factor-list.tsx';
import { PasskeySection } from './passkey-section.tsx';
import { RecoveryCodesSection } from './recovery-codes-section.tsx';
import { type Sentence, sayIn } from './second-factor-outcomes.ts';

const securityText = defineMessages({
  mustEnrol: {
    id: 'second-factor.mustEnrol',
    defaultMessage:
      'Your organization asks you to add a passkey or an authenticator app before you continue to your account.',
  },
  removed: {
    id: 'second-factor.removed',
    defaultMessage: '{name} was removed.',
    description: 'The name is a passkey\'s, given by the person, or "Authenticator app".',
  },
  added: {
    id: 'second-factor.added',
    defaultMessage: '{name} was added.',
    description: "The name is the passkey's, given by the person.",
  },
  appAdded: { id: 'second-factor.appAdded', defaultMessage: 'Your authenticator app was added.' },
  devicesForgotten: {
    id: 'second-factor.devicesForgotten',
    defaultMessage: 'Every device will ask you to confirm it is you at its next login.',
  },
  loading: {
    id: 'second-factor.loadingSettings',
    defaultMessage: 'Loading your sign-in settings…',
  },
  devices: { id: 'second-factor.devices', defaultMessage: 'Remembered devices' },
  noDevices: { id: 'second-factor.noDevices', defaultMessage: 'No device skips this step now.' },
  devicesRemembered: {
    id: 'second-factor.devicesRemembered',
    defaultMessage:
      '{count, plural, one {# device skips} other {# devices skip}} "Confirm it\'s you" for 30 days after it was remembered.',
  },
  backToAccount: { id: 'second-factor.backToAccount', defaultMessage: 'Back to your account' },
});

export default function SecurityPage({ side }: { side: Side }) {
  const text = useText();
  const load = useCallback(() => getSecurityOverview(side), [side]);
  const [overview, replace] = useBenefitsData(load);
  const failed = useCallFailure();
  const { answerOf } = useFormCall();
  const [said, setSaid] = useState<Sentence | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);

  /** Reads the page's data again after a change, and says what changed (if it says). */
  const changed = useCallback(
    async (sentence: Sentence | null) => {
      try {
        const next = await getSecurityOverview(side);
        if (next) replace(next);
        if (sentence === null) return;
        setSaid(sentence);
        requestAnimationFrame(() => notice.current?.focus());
      } catch (error) {
        failed(error);
      }
    },
    [side, replace, failed],
  );

  const remove = async (id: string, name: string) => {
    const done = await answerOf(() => postRemoveFactor(side, id));
    if (done) await changed({ message: securityText.removed, values: { name } });
  };

  const forgetDevices = async () => {
    const done = await answerOf(() => postForgetDevices(side));
    if (done) await changed({ message: securityText.devicesForgotten });
  };

  return (
    <div className="benefits-page second-factor-page">
      <h1>{text.formatMessage(secondFactorTexts.securityHeading)}</h1>
      {overview.kind === 'ready' && overview.data.mustEnrol && (
        <p className="second-factor-owed" role="alert">
          {text.formatMessage(securityText.mustEnrol)}
        </p>
      )}
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said && sayIn(text, said)}
      </p>
      <LoadingNotice loaded={overview} text={text.formatMessage(securityText.loading)} />
      {overview.kind === 'ready' && (
        <SecuritySections
          side={side}
          overview={overview.data}
          onChanged={changed}
          onRemove={remove}
          onForgetDevices={forgetDevices}
        />
      )}
    </div>
  );
}

function SecuritySections({
  side,
  overview,
  onChanged,
  onRemove,
  onForgetDevices,
}: {
  side: Side;
  overview: SecurityOverview;
  onChanged: (sentence: Sentence | null) => Promise<void>;
  onRemove: (id: string, name: string) => Promise<void>;
  onForgetDevices: () => Promise<void>;
}) {
  const text = useText();
  const hasApp = overview.factors.some((factor) => factor.kind === 'app');
  const devices = overview.rememberedDevices;
  return (
    <>
      <FactorList
        factors={overview.factors}
        recoveryCodes={overview.recoveryCodes}
        onRemove={onRemove}
      />
      <PasskeySection
        side={side}
        onAdded={(name) => onChanged({ message: securityText.added, values: { name } })}
      />
      {!hasApp && (
        <AppSetupSection
          side={side}
          onAdded={() => onChanged({ message: securityText.appAdded })}
        />
      )}
      <RecoveryCodesSection side={side} onMade={() => onChanged(null)} />
      <PageSection id="devices" title={text.formatMessage(securityText.devices)}>
        <p>
          {devices === 0
            ? text.formatMessage(securityText.noDevices)
            : text.formatMessage(securityText.devicesRemembered, { count: devices })}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void onForgetDevices()}
          >
            {text.formatMessage(secondFactorTexts.forgetDevices)}
          </button>
        </div>
      </PageSection>
      {!overview.mustEnrol && (
        <p>
          <Link href={paths.account(side)}>{text.formatMessage(securityText.backToAccount)}</Link>
        </p>
      )}
    </>
  );
}
