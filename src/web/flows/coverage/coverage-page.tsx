// 'My coverage' (docs/product/coverage.md#my-coverage): each plan of the employee's client with
// its status, dates, what it pays in words and in the member's own amounts, waiting period and
// maximum, and who pays; then the certificate of coverage as a PDF. The facts and their words are
// the domain's (src/domain/coverage/coverage-terms.ts), which the certificate says too.

import { Link } from 'wouter';
import type { CoverageAnswer, PlanCoverageAnswer } from '#domain/coverage/coverage-answers';
import {
  coverageText,
  factValue,
  planAmounts,
  planFacts,
  planKindText,
} from '#domain/coverage/coverage-terms';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { certificateUrl, getCoverage } from './api/coverage.ts';
import '#web/components/benefits/benefits.css';
import './coverage.css';

const pageText = defineMessages({
  backToAccount: { id: 'coverage.backToAccount', defaultMessage: 'Back to your account' },
});

function PlanSection({ plan }: { plan: PlanCoverageAnswer }) {
  const text = useText();
  const say = ({ message, values }: Sentence) => text.formatMessage(message, values);
  return (
    <PageSection id={`plan-${plan.kind}`} title={text.formatMessage(planKindText[plan.kind])}>
      {planAmounts(plan).map((amount) => (
        <p key={amount.message.id} className="coverage-amount">
          {say(amount)}
        </p>
      ))}
      <SummaryList
        className="coverage-facts"
        rows={planFacts(plan).map(({ label, value }) => [
          text.formatMessage(label),
          factValue(value, say),
        ])}
      />
    </PageSection>
  );
}

function Coverage({ coverage }: { coverage: CoverageAnswer }) {
  const text = useText();
  if (coverage.plans.length === 0) return <p>{text.formatMessage(coverageText.none)}</p>;
  return (
    <>
      <p>{text.formatMessage(coverageText.asOf, { date: formatDate(coverage.asOf) })}</p>
      {coverage.plans.map((plan) => (
        <PlanSection key={plan.kind} plan={plan} />
      ))}
      <p>
        <a href={certificateUrl} download>
          {text.formatMessage(coverageText.certificate)}
        </a>
      </p>
    </>
  );
}

export default function CoveragePage() {
  const text = useText();
  const [coverage] = useBenefitsData(getCoverage);
  return (
    <div className="benefits-page coverage-page">
      <h1>{text.formatMessage(coverageText.heading)}</h1>
      <LoadingNotice loaded={coverage} text={text.formatMessage(coverageText.loading)} />
      {coverage.kind === 'ready' && <Coverage coverage={coverage.data} />}
      <p>
        <Link href={paths.account('employee-benefits')}>
          {text.formatMessage(pageText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
