// 'Beneficiaries' (docs/product/coverage.md#beneficiaries): each life plan the employee is covered
// by, with its primary and contingent beneficiaries and their shares, the confirmation of the
// designation as recorded, and 'Change beneficiaries'. A change needs the second step within the
// last minutes: without it, 'Change beneficiaries' goes through 'Confirm it's you' first and comes
// back here with the form open (`?change=<plan>`).

import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type {
  BeneficiariesAnswer,
  PlanDesignation,
} from '#domain/beneficiaries/beneficiaries-answers';
import {
  type Beneficiary,
  beneficiaryMessages,
  type LifePlanKind,
  lifePlanKinds,
  relationshipText,
} from '#domain/beneficiaries/beneficiary-rules';
import { planKindText } from '#domain/coverage/coverage-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { confirmationUrl, getBeneficiaries } from './api/beneficiaries.ts';
import { BeneficiariesForm, takeDraft } from './beneficiaries-form.tsx';
import '#web/components/benefits/benefits.css';
import './beneficiaries.css';

const pageText = defineMessages({
  heading: { id: 'beneficiaries.heading', defaultMessage: 'Beneficiaries' },
  loading: { id: 'beneficiaries.loading', defaultMessage: 'Loading your beneficiaries…' },
  intro: {
    id: 'beneficiaries.intro',
    defaultMessage:
      'The people, estate or trust who receive your life insurance. Primary beneficiaries receive it first; contingent beneficiaries receive it if no primary beneficiary survives you.',
  },
  primary: { id: 'beneficiaries.primaryHeading', defaultMessage: 'Primary beneficiaries' },
  contingent: { id: 'beneficiaries.contingentHeading', defaultMessage: 'Contingent beneficiaries' },
  none: { id: 'beneficiaries.none', defaultMessage: 'You have not named a beneficiary yet.' },
  noContingent: { id: 'beneficiaries.noContingent', defaultMessage: 'None named.' },
  line: {
    id: 'beneficiaries.line',
    defaultMessage: '{name}, {relationship}, {share}%',
    description: 'A beneficiary: the name, the relationship, the share.',
  },
  savedOn: { id: 'beneficiaries.savedOn', defaultMessage: 'Saved on {date}.' },
  confirmation: {
    id: 'beneficiaries.confirmation',
    defaultMessage: 'Download confirmation (PDF)',
  },
  change: { id: 'beneficiaries.change', defaultMessage: 'Change beneficiaries' },
  backToAccount: { id: 'beneficiaries.backToAccount', defaultMessage: 'Back to your account' },
});

function BeneficiaryList({ rows, empty }: { rows: Beneficiary[]; empty: string }) {
  const text = useText();
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ul className="benefits-list">
      {rows.map((row, index) => (
        <li key={index} className="benefits-list__item">
          {text.formatMessage(pageText.line, {
            name: row.fullName,
            relationship: text.formatMessage(relationshipText[row.relationship]),
            share: row.share,
          })}
        </li>
      ))}
    </ul>
  );
}

function Designation({
  designation,
  onChange,
}: {
  designation: PlanDesignation;
  onChange(): void;
}) {
  const text = useText();
  const of = (level: Beneficiary['level']) =>
    designation.beneficiaries.filter((row) => row.level === level);
  return (
    <>
      {designation.version === 0 ? (
        <p>{text.formatMessage(pageText.none)}</p>
      ) : (
        <>
          <h3>{text.formatMessage(pageText.primary)}</h3>
          <BeneficiaryList rows={of('primary')} empty={text.formatMessage(pageText.none)} />
          <h3>{text.formatMessage(pageText.contingent)}</h3>
          <BeneficiaryList
            rows={of('contingent')}
            empty={text.formatMessage(pageText.noContingent)}
          />
          {designation.savedAt && (
            <>
              <p>
                {text.formatMessage(pageText.savedOn, { date: formatDate(designation.savedAt) })}
              </p>
              <p>
                <a href={confirmationUrl(designation.plan)} download>
                  {text.formatMessage(pageText.confirmation)}
                </a>
              </p>
            </>
          )}
        </>
      )}
      <div className="button-row">
        <button
          type="button"
          id={`change-beneficiaries-${designation.plan}`}
          className="button button--secondary"
          aria-describedby={`plan-${designation.plan}`}
          onClick={onChange}
        >
          {text.formatMessage(pageText.change)}
        </button>
      </div>
    </>
  );
}

const isLifePlan = (value: string | null): value is LifePlanKind =>
  (lifePlanKinds as readonly (string | null)[]).includes(value);

function Designations({
  answer,
  replace,
}: {
  answer: BeneficiariesAnswer;
  replace(answer: BeneficiariesAnswer): void;
}) {
  const text = useText();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('change');
  const [editing, setEditing] = useState<LifePlanKind | null>(
    isLifePlan(asked) && answer.confirmedRecently ? asked : null,
  );
  const [draft] = useState(() => (isLifePlan(asked) ? takeDraft(asked) : null));
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    // Back from 'Confirm it's you' without a recent step (a Back, say): not open.
    if (isLifePlan(asked)) navigate(paths.beneficiaries, { replace: true });
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (plan: LifePlanKind) => {
    setSaved(false);
    if (answer.confirmedRecently) return setEditing(plan);
    navigate(paths.confirm('employee-benefits', paths.changeBeneficiaries(plan), true));
  };

  if (answer.plans.length === 0) return <p>{text.formatMessage(beneficiaryMessages.noLifePlan)}</p>;
  return (
    <>
      <p className="benefits-notice" role="status">
        {saved && text.formatMessage(beneficiaryMessages.saved)}
      </p>
      {answer.plans.map((designation) => (
        <PageSection
          key={designation.plan}
          id={`plan-${designation.plan}`}
          title={text.formatMessage(planKindText[designation.plan])}
        >
          {editing === designation.plan ? (
            <BeneficiariesForm
              designation={designation}
              lifePlanCount={answer.plans.length}
              draft={draft}
              onSaved={(next) => {
                replace(next);
                setEditing(null);
                setSaved(true);
              }}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Designation designation={designation} onChange={() => change(designation.plan)} />
          )}
        </PageSection>
      ))}
    </>
  );
}

export default function BeneficiariesPage() {
  const text = useText();
  const [answer, replace] = useBenefitsData(getBeneficiaries);
  return (
    <div className="benefits-page beneficiaries-page">
      <h1>{text.formatMessage(pageText.heading)}</h1>
      <p>{text.formatMessage(pageText.intro)}</p>
      <LoadingNotice loaded={answer} text={text.formatMessage(pageText.loading)} />
      {answer.kind === 'ready' && <Designations answer={answer.data} replace={replace} />}
      <p>
        <Link href={paths.account('employee-benefits')}>
          {text.formatMessage(pageText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
