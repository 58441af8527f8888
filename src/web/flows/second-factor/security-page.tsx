// 'Sign-in and security' (issue 15): the account's ways to confirm it's you, each with when it
// was last used and 'Remove'; 'Add a passkey'; 'Set up an authenticator app'; 'Get new
// recovery codes'; 'Forget all devices'. While the session owes a factor (an employer, by
// configuration) the page says so first and is the only one open.

import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { secondFactorTexts as texts } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import {
  LoadingNotice,
  useBenefitsData,
  useCallFailure,
} from '#web/components/benefits/use-benefits-data.tsx';
import { paths } from '#web/paths.ts';
import { postForgetDevices } from './api/forget-devices.ts';
import { postRemoveFactor } from './api/remove-factor.ts';
import { getSecurityOverview } from './api/security-overview.ts';
import { AppSetupSection } from './app-setup-section.tsx';
import { FactorList } from './factor-list.tsx';
import { PasskeySection } from './passkey-section.tsx';
import { RecoveryCodesSection } from './recovery-codes-section.tsx';

export const mustEnrolSentence =
  'Your organization asks you to add a passkey or an authenticator app before you continue to your account.';

export default function SecurityPage({ side }: { side: Side }) {
  const load = useCallback(() => getSecurityOverview(side), [side]);
  const [overview, replace] = useBenefitsData(load);
  const failed = useCallFailure();
  const [said, setSaid] = useState('');
  const notice = useRef<HTMLParagraphElement>(null);

  /** Reads the page's data again after a change, and says what changed (if it says). */
  const changed = useCallback(
    async (sentence: string | null) => {
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
    try {
      const done = await postRemoveFactor(side, id);
      if (done) await changed(`${name} was removed.`);
    } catch (error) {
      failed(error);
    }
  };

  const forgetDevices = async () => {
    try {
      const done = await postForgetDevices(side);
      if (done) await changed('Every device will ask you to confirm it is you at its next login.');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="benefits-page second-factor-page">
      <h1>{texts.securityHeading}</h1>
      {overview.kind === 'ready' && overview.data.mustEnrol && (
        <p className="second-factor-owed" role="alert">
          {mustEnrolSentence}
        </p>
      )}
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      <LoadingNotice loaded={overview} text="Loading your sign-in settings…" />
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
  onChanged: (sentence: string | null) => Promise<void>;
  onRemove: (id: string, name: string) => Promise<void>;
  onForgetDevices: () => Promise<void>;
}) {
  const hasApp = overview.factors.some((factor) => factor.kind === 'app');
  const devices = overview.rememberedDevices;
  return (
    <>
      <FactorList
        factors={overview.factors}
        recoveryCodes={overview.recoveryCodes}
        onRemove={onRemove}
      />
      <PasskeySection side={side} onAdded={(name) => onChanged(`${name} was added.`)} />
      {!hasApp && (
        <AppSetupSection
          side={side}
          onAdded={() => onChanged('Your authenticator app was added.')}
        />
      )}
      <RecoveryCodesSection side={side} onMade={() => onChanged(null)} />
      <PageSection id="devices" title="Remembered devices">
        <p>
          {devices === 0
            ? 'No device skips this step now.'
            : `${devices === 1 ? '1 device skips' : `${devices} devices skip`} "Confirm it's you" for 30 days after it was remembered.`}
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void onForgetDevices()}
          >
            {texts.forgetDevices}
          </button>
        </div>
      </PageSection>
      {!overview.mustEnrol && (
        <p>
          <Link href={paths.account(side)}>Back to your account</Link>
        </p>
      )}
    </>
  );
}
