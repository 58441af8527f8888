// The words the employees screens share (docs/product/census.md).

import { defineMessages } from '#domain/shared/define-messages';

export const employeesText = defineMessages({
  heading: { id: 'employees.heading', defaultMessage: 'Employees' },
  backToAccount: { id: 'employees.backToAccount', defaultMessage: 'Back to your account' },
  backToEmployees: { id: 'employees.backToEmployees', defaultMessage: 'Back to employees' },
});
