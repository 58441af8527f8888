// The words and the way back the employees screens share (docs/product/census.md).

import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';

export const employeesText = defineMessages({
  heading: { id: 'employees.heading', defaultMessage: 'Employees' },
  backToAccount: { id: 'employees.backToAccount', defaultMessage: 'Back to your account' },
  backToEmployees: { id: 'employees.backToEmployees', defaultMessage: 'Back to employees' },
  uploadCensus: { id: 'employees.uploadCensus', defaultMessage: 'Upload a census file' },
});

/** The foot of a screen under 'Employees': back to the list, and to the account. */
export function BackToEmployees() {
  const text = useText();
  return (
    <p className="button-row">
      <Link href={paths.employerEmployees}>
        {text.formatMessage(employeesText.backToEmployees)}
      </Link>
      <Link href={paths.account('employers')}>
        {text.formatMessage(employeesText.backToAccount)}
      </Link>
    </p>
  );
}
