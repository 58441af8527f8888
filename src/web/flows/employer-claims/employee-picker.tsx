// Choosing the employee of a report (docs/product/employer-claims.md): a name typed, 'Find
// employee', then one of the people of the client's census with that name, as radio buttons. Names
// only (and the hire date, to tell two people of one name apart): never an SSN or a date of birth.

import { type KeyboardEvent, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { absenceReportLabelText } from '#domain/employer-claims/absence-report';
import { nameSearchMax } from '#domain/employer-claims/claims-page';
import type { EmployeeSearchAnswer } from '#domain/employer-claims/employer-claims-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { getEmployees } from './api/search-employees.ts';

type Employee = EmployeeSearchAnswer['employees'][number];

const pickerText = defineMessages({
  hint: {
    id: 'employer-claims.picker.hint',
    defaultMessage: 'At least 2 letters of the first or last name.',
  },
  find: { id: 'employer-claims.picker.find', defaultMessage: 'Find employee' },
  found: {
    id: 'employer-claims.picker.found',
    defaultMessage:
      '{count, plural, =0 {We found no employee of yours with this name.} one {We found # employee with this name.} other {We found # employees with this name.}}',
  },
  choose: { id: 'employer-claims.picker.choose', defaultMessage: 'Choose the employee' },
  hired: {
    id: 'employer-claims.picker.hired',
    defaultMessage: '{name}, hired {date}',
    description: 'An employee to choose, told apart by the hire date (MM/DD/YYYY).',
  },
});

const nameOf = (employee: Employee, text: IntlShape) =>
  employee.hireDate
    ? text.formatMessage(pickerText.hired, {
        name: employee.name,
        date: formatDate(employee.hireDate),
      })
    : employee.name;

export function EmployeePicker({
  chosen,
  error,
  onChoose,
}: {
  /** The census member chosen, or ''. */
  chosen: string;
  error?: string;
  onChoose(memberId: string): void;
}) {
  const text = useText();
  const { pending: searching, send } = useFormCall();
  const [name, setName] = useState('');
  const [found, setFound] = useState<Employee[] | null>(null);

  async function find() {
    if (searching) return;
    onChoose('');
    const answer = await send(() => getEmployees(name.trim()), { activator: 'find-employee' });
    if (!answer) return;
    setFound(answer.employees);
    // One person of that name: chosen already, still shown so it can be checked.
    if (answer.employees.length === 1) onChoose(answer.employees[0]?.memberId ?? '');
  }

  // Enter in the name finds; it does not send the report.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  }

  const listed = found !== null && found.length > 0;
  return (
    <div className="employee-picker">
      <div className="employee-picker__search">
        <TextField
          id="employee-name"
          label={text.formatMessage(absenceReportLabelText.employee)}
          hint={text.formatMessage(pickerText.hint)}
          type="search"
          autoComplete="off"
          maxLength={nameSearchMax}
          value={name}
          error={listed ? undefined : error}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          id="find-employee"
          type="button"
          className="button button--secondary"
          disabled={searching}
          onClick={find}
        >
          {text.formatMessage(pickerText.find)}
        </button>
      </div>
      <p role="status" className="employee-picker__found">
        {found === null ? '' : text.formatMessage(pickerText.found, { count: found.length })}
      </p>
      {listed && (
        <RadioGroup<string>
          name="memberId"
          legend={text.formatMessage(pickerText.choose)}
          labels={Object.fromEntries(
            found.map((employee) => [employee.memberId, nameOf(employee, text)]),
          )}
          value={chosen}
          error={error}
          onChange={onChoose}
        />
      )}
    </div>
  );
}
