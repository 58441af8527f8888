// The list of rules a value is checked against, each marked passed or failed with an icon
// and in words, shared by the rule tooltip at a field and the checklist beside a form. Each
// names its own class block (`block`__rules, `block`__rule--passed, `block`__icon) and how
// the words of the state are shown.

import { defineMessages } from '#domain/shared/define-messages';
import type { RuleCheck } from '#domain/shared/field-rules';
import { useText } from '#web/language/use-text.ts';

const stateText = defineMessages({
  passed: {
    id: 'self-service.rule.passed',
    defaultMessage: '{rule} <state>passed</state>',
    description:
      'A rule of a checklist that the value meets; the words in <state> are read by screen readers only.',
  },
  failed: {
    id: 'self-service.rule.failed',
    defaultMessage: '{rule} <state>not passed</state>',
    description:
      'A rule of a checklist that the value does not meet yet; the words in <state> are read by screen readers only.',
  },
});

const checkPath = 'M6.2 11.6 2.6 8 4 6.6l2.2 2.2 5.8-5.8 1.4 1.4-7.2 7.2Z';
const crossPath =
  'M4.1 2.7 8 6.6l3.9-3.9 1.4 1.4L9.4 8l3.9 3.9-1.4 1.4L8 9.4l-3.9 3.9-1.4-1.4L6.6 8 2.7 4.1l1.4-1.4Z';

export interface RuleListProps {
  rules: RuleCheck[];
  /** The CSS block of the list's classes. */
  block: string;
  /** The class of the words 'passed' or 'not passed'. */
  stateClassName: string;
}

export function RuleList({ rules, block, stateClassName }: RuleListProps) {
  const text = useText();
  return (
    <ul className={`${block}__rules`}>
      {rules.map((rule) => (
        <li
          key={rule.id}
          className={`${block}__rule ${block}__rule--${rule.passed ? 'passed' : 'failed'}`}
        >
          <svg
            className={`${block}__icon`}
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d={rule.passed ? checkPath : crossPath} />
          </svg>
          <span>
            {text.formatMessage(rule.passed ? stateText.passed : stateText.failed, {
              rule: text.formatMessage(rule.label, rule.values),
              state: (words) => <span className={stateClassName}>{words}</span>,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
