// Choosing the employee of a report (DESIGN.md 11.3): a name typed, 'Find employee', then one
// of the people of the client's census with that name, as radio buttons. Names only (and the
// hire date, to tell two people of one name apart): never an SSN or a date of birth.

import { type KeyboardEvent, useState } from 'react';
import { absenceReportLabels } from '#domain/claims/absence-report';
import { nameSearchMax } from '#domain/employer-claims/claims-page';
import type { EmployeeSearchAnswer } from '#domain/employer-claims/employer-claims-answers';
import { RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { getEmployees } from './api/search-employees.ts';

type Employee = EmployeeSearchAnswer['employees'][number];

const nameOf = (employee: Employee) =>
  employee.hireDate ? `${employee.name}, hired ${formatDate(employee.hireDate)}` : employee.name;

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
  const failed = useCallFailure();
  const [name, setName] = useState('');
  const [found, setFound] = useState<Employee[] | null>(null);
  const [searching, setSearching] = useState(false);

  async function find() {
    if (searching) return;
    setSearching(true);
    onChoose('');
    try {
      const answer = await getEmployees(name.trim());
      if (!answer) return;
      setFound(answer.employees);
      // One person of that name: chosen already, still shown so it can be checked.
      if (answer.employees.length === 1) onChoose(answer.employees[0]?.memberId ?? '');
    } catch (failure) {
      failed(failure, '#find-employee');
    } finally {
      setSearching(false);
    }
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
          label={absenceReportLabels.employee}
          hint="At least 2 letters of the first or last name."
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
          Find employee
        </button>
      </div>
      <p role="status" className="employee-picker__found">
        {found === null
          ? ''
          : found.length === 0
            ? 'We found no employee of yours with this name.'
            : found.length === 1
              ? 'We found 1 employee with this name.'
              : `We found ${found.length} employees with this name.`}
      </p>
      {listed && (
        <RadioGroup<string>
          name="memberId"
          legend="Choose the employee"
          labels={Object.fromEntries(
            found.map((employee) => [employee.memberId, nameOf(employee)]),
          )}
          value={chosen}
          error={error}
          onChange={onChoose}
        />
      )}
    </div>
  );
}
