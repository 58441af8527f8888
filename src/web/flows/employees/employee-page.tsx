// An employee's page (docs/product/census.md): what the employer reads of one member of its
// census: status, hire date, today's earnings and hours, each plan's status, dates and amount,
// and the history of employment and of each plan as the member record holds it. Never an SSN, a
// date of birth, a beneficiary or anything of the employee's health: the answer has none.

import { useCallback, useState } from 'react';
import {
  amountSentence,
  coverageStatusText,
  employmentStatusText,
  factValue,
  planKindText,
} from '#domain/coverage/coverage-terms';
import type { EmployeePlan, EmployeeRecord } from '#domain/employees/employees-answers';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatCents } from '#domain/shared/money';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { getEmployee } from './api/employee.ts';
import { EmployeeChanges } from './employee-changes.tsx';
import { BackToEmployees } from './employees-text.tsx';

const pageText = defineMessages({
  loading: { id: 'employees.employee.loading', defaultMessage: 'Loading the employee…' },
  notFound: {
    id: 'employees.employee.notFound',
    defaultMessage: 'We could not find this employee',
  },
  notFoundHelp: {
    id: 'employees.employee.notFoundHelp',
    defaultMessage: 'Check the address, or find the employee in the list of your employees.',
  },
  employment: { id: 'employees.employee.employment', defaultMessage: 'Employment' },
  status: { id: 'employees.employee.status', defaultMessage: 'Status' },
  hireDate: { id: 'employees.employee.hireDate', defaultMessage: 'Hire date' },
  annualEarnings: { id: 'employees.employee.annualEarnings', defaultMessage: 'Annual earnings' },
  hoursPerWeek: { id: 'employees.employee.hoursPerWeek', defaultMessage: 'Hours per week' },
  lastDayWorked: { id: 'employees.employee.lastDayWorked', defaultMessage: 'Last day worked' },
  coverage: { id: 'employees.employee.coverage', defaultMessage: 'Coverage' },
  coverageCaption: {
    id: 'employees.employee.coverageCaption',
    defaultMessage: 'Coverage as of {date}',
    description: '{date} is MM/DD/YYYY.',
  },
  plan: { id: 'employees.employee.plan', defaultMessage: 'Plan' },
  effectiveDate: { id: 'employees.employee.effectiveDate', defaultMessage: 'Effective date' },
  endDate: { id: 'employees.employee.endDate', defaultMessage: 'End date' },
  amount: { id: 'employees.employee.amount', defaultMessage: 'Amount' },
  history: { id: 'employees.employee.history', defaultMessage: 'History' },
  employmentHistory: {
    id: 'employees.employee.employmentHistory',
    defaultMessage: 'Employment, as recorded from each date',
  },
  coverageHistory: {
    id: 'employees.employee.coverageHistory',
    defaultMessage: 'Coverage, as recorded from each date',
  },
  from: { id: 'employees.employee.from', defaultMessage: 'From' },
  to: { id: 'employees.employee.to', defaultMessage: 'To' },
  enrolled: { id: 'employees.employee.enrolled', defaultMessage: 'Enrolled' },
  notEnrolled: { id: 'employees.employee.notEnrolled', defaultMessage: 'Not enrolled' },
  elected: { id: 'employees.employee.elected', defaultMessage: 'Amount elected' },
  changes: { id: 'employees.employee.changes', defaultMessage: 'Make a change' },
});

const dateOrBlank = (day: string | null) => (day ? formatDate(day) : '');

function CoverageTable({ record }: { record: EmployeeRecord }) {
  const text = useText();
  const say = ({ message, values }: Sentence) => text.formatMessage(message, values);
  const amountOf = (plan: EmployeePlan) =>
    plan.amountCents > 0 ? factValue(amountSentence(plan.kind, plan.amountCents), say) : '';
  return (
    <ScrollingTable
      caption={text.formatMessage(pageText.coverageCaption, { date: formatDate(record.asOf) })}
    >
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(pageText.plan)}</th>
          <th scope="col">{text.formatMessage(pageText.status)}</th>
          <th scope="col">{text.formatMessage(pageText.effectiveDate)}</th>
          <th scope="col">{text.formatMessage(pageText.endDate)}</th>
          <th scope="col">{text.formatMessage(pageText.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {record.plans.map((plan) => (
          <tr key={plan.kind}>
            <th scope="row">{text.formatMessage(planKindText[plan.kind])}</th>
            <td>{text.formatMessage(coverageStatusText[plan.status])}</td>
            <td>{dateOrBlank(plan.effectiveDate)}</td>
            <td>{dateOrBlank(plan.endDate)}</td>
            <td className="benefits-table__money">{amountOf(plan)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function EmploymentHistory({ record }: { record: EmployeeRecord }) {
  const text = useText();
  return (
    <ScrollingTable caption={text.formatMessage(pageText.employmentHistory)}>
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(pageText.from)}</th>
          <th scope="col">{text.formatMessage(pageText.to)}</th>
          <th scope="col">{text.formatMessage(pageText.status)}</th>
          <th scope="col">{text.formatMessage(pageText.lastDayWorked)}</th>
          <th scope="col">{text.formatMessage(pageText.annualEarnings)}</th>
          <th scope="col">{text.formatMessage(pageText.hoursPerWeek)}</th>
        </tr>
      </thead>
      <tbody>
        {record.employment.map((row) => (
          <tr key={row.validFrom}>
            <th scope="row">{formatDate(row.validFrom)}</th>
            <td>{dateOrBlank(row.validTo)}</td>
            <td>{text.formatMessage(employmentStatusText[row.status])}</td>
            <td>{dateOrBlank(row.lastDayWorked)}</td>
            <td className="benefits-table__money">{formatCents(row.annualEarningsCents)}</td>
            <td className="benefits-table__money">{row.hoursPerWeek}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function CoverageHistory({ record }: { record: EmployeeRecord }) {
  const text = useText();
  const rows = record.plans.flatMap((plan) =>
    plan.history.map((row) => ({ kind: plan.kind, ...row })),
  );
  return (
    <ScrollingTable caption={text.formatMessage(pageText.coverageHistory)}>
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(pageText.plan)}</th>
          <th scope="col">{text.formatMessage(pageText.from)}</th>
          <th scope="col">{text.formatMessage(pageText.to)}</th>
          <th scope="col">{text.formatMessage(pageText.status)}</th>
          <th scope="col">{text.formatMessage(pageText.effectiveDate)}</th>
          <th scope="col">{text.formatMessage(pageText.endDate)}</th>
          <th scope="col">{text.formatMessage(pageText.elected)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind} ${row.validFrom}`}>
            <th scope="row">{text.formatMessage(planKindText[row.kind])}</th>
            <td>{formatDate(row.validFrom)}</td>
            <td>{dateOrBlank(row.validTo)}</td>
            <td>{text.formatMessage(row.enrolled ? pageText.enrolled : pageText.notEnrolled)}</td>
            <td>{row.enrolled ? formatDate(row.effectiveDate) : ''}</td>
            <td>{dateOrBlank(row.endDate)}</td>
            <td className="benefits-table__money">
              {row.electedCents === null ? '' : formatCents(row.electedCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function Employee({
  record,
  onChanged,
}: {
  record: EmployeeRecord;
  onChanged(record: EmployeeRecord, said: Sentence): void;
}) {
  const text = useText();
  const [said, setSaid] = useState<Sentence | null>(null);
  return (
    <>
      <h1>{record.name}</h1>
      <p role="status" className="benefits-status">
        {said ? text.formatMessage(said.message, said.values) : ''}
      </p>
      <PageSection id="employment" title={text.formatMessage(pageText.employment)}>
        <SummaryList
          rows={[
            [
              text.formatMessage(pageText.status),
              text.formatMessage(employmentStatusText[record.status]),
            ],
            [text.formatMessage(pageText.hireDate), dateOrBlank(record.hireDate)],
            [
              text.formatMessage(pageText.annualEarnings),
              record.annualEarningsCents === null ? '' : formatCents(record.annualEarningsCents),
            ],
            [text.formatMessage(pageText.hoursPerWeek), record.hoursPerWeek ?? ''],
          ]}
        />
      </PageSection>
      <PageSection id="coverage" title={text.formatMessage(pageText.coverage)}>
        <CoverageTable record={record} />
      </PageSection>
      <PageSection id="history" title={text.formatMessage(pageText.history)}>
        <EmploymentHistory record={record} />
        <CoverageHistory record={record} />
      </PageSection>
      {/* An employment that ended, or will end on a day recorded, is changed no more. */}
      {!record.employment.some((row) => row.status === 'terminated') && (
        <PageSection id="changes" title={text.formatMessage(pageText.changes)}>
          <EmployeeChanges
            record={record}
            onChanged={(changed, sentence) => {
              setSaid(sentence);
              onChanged(changed, sentence);
            }}
          />
        </PageSection>
      )}
    </>
  );
}

export default function EmployeePage({ memberId }: { memberId: string }) {
  const text = useText();
  const load = useCallback(() => getEmployee(memberId), [memberId]);
  const [record, replace] = useBenefitsData(load);
  return (
    <div className="benefits-page">
      <LoadingNotice loaded={record} text={text.formatMessage(pageText.loading)} />
      {record.kind === 'ready' && (
        <Employee record={record.data} onChanged={(changed) => replace(changed)} />
      )}
      {record.kind === 'not-found' && (
        <>
          <h1>{text.formatMessage(pageText.notFound)}</h1>
          <p>{text.formatMessage(pageText.notFoundHelp)}</p>
        </>
      )}
      <BackToEmployees />
    </div>
  );
}
