// 'Plans and rates' (docs/product/coverage.md#plans-and-rates): the employer's plans, each with its
// policy number, who pays, its rate and basis, and this month's covered employees, volume and
// premium, as a table that scrolls on its own on a phone.

import { Link } from 'wouter';
import type { ClientPlanAnswer, PlansAnswer } from '#domain/employer-coverage/plans-answers';
import { payerText, planKindText, rateSentence } from '#domain/coverage/coverage-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatCents, formatDollars } from '#domain/shared/money';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getPlans } from './api/plans.ts';
import '#web/components/benefits/benefits.css';
import './plans.css';

const plansText = defineMessages({
  heading: { id: 'employer-coverage.plans.heading', defaultMessage: 'Plans and rates' },
  loading: { id: 'employer-coverage.plans.loading', defaultMessage: 'Loading your plans…' },
  none: {
    id: 'employer-coverage.plans.none',
    defaultMessage: 'We have no plans on record for your company. Please call us.',
  },
  caption: {
    id: 'employer-coverage.plans.caption',
    defaultMessage: 'Your plans as of {date}',
    description: '{date} is the first day of the month, MM/DD/YYYY.',
  },
  plan: { id: 'employer-coverage.plans.plan', defaultMessage: 'Plan' },
  policyNumber: { id: 'employer-coverage.plans.policyNumber', defaultMessage: 'Policy number' },
  whoPays: { id: 'employer-coverage.plans.whoPays', defaultMessage: 'Who pays' },
  rate: { id: 'employer-coverage.plans.rate', defaultMessage: 'Rate' },
  covered: { id: 'employer-coverage.plans.covered', defaultMessage: 'Covered employees' },
  volume: { id: 'employer-coverage.plans.volume', defaultMessage: 'Volume this month' },
  premium: { id: 'employer-coverage.plans.premium', defaultMessage: 'Premium this month' },
  backToAccount: { id: 'employer-coverage.backToAccount', defaultMessage: 'Back to your account' },
});

const counts = new Intl.NumberFormat('en-US');

function PlanRow({ plan }: { plan: ClientPlanAnswer }) {
  const text = useText();
  const rate = rateSentence(plan.kind, plan.rateMicrodollars);
  return (
    <tr>
      <th scope="row">{text.formatMessage(planKindText[plan.kind])}</th>
      <td>{plan.policyNumber}</td>
      <td>{text.formatMessage(payerText[plan.paidBy])}</td>
      <td className="benefits-table__wraps plans-table__rate">
        {text.formatMessage(rate.message, rate.values)}
      </td>
      <td className="benefits-table__money">{counts.format(plan.coveredEmployees)}</td>
      <td className="benefits-table__money">{formatDollars(plan.volumeCents)}</td>
      <td className="benefits-table__money">{formatCents(plan.monthlyPremiumCents)}</td>
    </tr>
  );
}

function Plans({ answer }: { answer: PlansAnswer }) {
  const text = useText();
  if (answer.plans.length === 0) return <p>{text.formatMessage(plansText.none)}</p>;
  return (
    <ScrollingTable
      caption={text.formatMessage(plansText.caption, { date: formatDate(answer.month) })}
    >
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(plansText.plan)}</th>
          <th scope="col">{text.formatMessage(plansText.policyNumber)}</th>
          <th scope="col">{text.formatMessage(plansText.whoPays)}</th>
          <th scope="col">{text.formatMessage(plansText.rate)}</th>
          <th scope="col" className="benefits-table__wraps">
            {text.formatMessage(plansText.covered)}
          </th>
          <th scope="col" className="benefits-table__wraps">
            {text.formatMessage(plansText.volume)}
          </th>
          <th scope="col" className="benefits-table__wraps">
            {text.formatMessage(plansText.premium)}
          </th>
        </tr>
      </thead>
      <tbody>
        {answer.plans.map((plan) => (
          <PlanRow key={plan.kind} plan={plan} />
        ))}
      </tbody>
    </ScrollingTable>
  );
}

export default function PlansPage() {
  const text = useText();
  const [answer] = useBenefitsData(getPlans);
  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(plansText.heading)}</h1>
      <LoadingNotice loaded={answer} text={text.formatMessage(plansText.loading)} />
      {answer.kind === 'ready' && <Plans answer={answer.data} />}
      <p>
        <Link href={paths.account('employers')}>{text.formatMessage(plansText.backToAccount)}</Link>
      </p>
    </div>
  );
}
