// Under a leave's FMLA eligibility, on the employee's and the employer's page of the claim: the
// facts it was decided on, as the server said them (src/domain/claims/fmla-facts.ts).

import { defineMessages } from '#domain/shared/define-messages';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';

const factsText = defineMessages({
  heading: { id: 'benefits.fmlaFacts.heading', defaultMessage: 'What eligibility was decided on' },
});

export function FmlaFacts({ facts }: { facts: { label: string; value: string }[] }) {
  const text = useText();
  return (
    <>
      <h3>{text.formatMessage(factsText.heading)}</h3>
      <SummaryList
        className="benefits-summary"
        rows={facts.map((fact) => [fact.label, fact.value])}
      />
    </>
  );
}
