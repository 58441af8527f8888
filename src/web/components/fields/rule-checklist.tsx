// A requirement checklist that stays on the page (docs/product/registration.md#screens: "Side
// panels show requirement checklists that tick live as the user types"), beside the form, where the
// rule tooltip shows the same rules at the field while it has focus.

import type { RuleCheck } from '#domain/shared/field-rules';
import './rule-checklist.css';
import { RuleList } from './rule-list.tsx';

export interface RuleChecklistProps {
  /** Names the list, e.g. 'Your password must have'. */
  heading: string;
  rules: RuleCheck[];
}

/**
 * A heading and a list, not a labelled region: a region named 'Password requirements' would
 * also answer to the label 'Password' and stand in the way of finding the field by it.
 */
export function RuleChecklist({ heading, rules }: RuleChecklistProps) {
  return (
    <div className="rule-checklist">
      <h2 className="rule-checklist__heading">{heading}</h2>
      <RuleList rules={rules} block="rule-checklist" stateClassName="visually-hidden" />
    </div>
  );
}
