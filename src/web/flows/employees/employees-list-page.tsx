// 'Employees' (docs/product/census.md): the employer's census in name order, 25 a page by
// cursor, narrowed by name and by status. Filters and page live in the address: applying them,
// or 'Next page', is a new entry in the history, so Back returns to the list as it was. Each row:
// the name (a link to the employee's page), status, hire date and the plans covering them today.

import {
  type FormEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { employmentStatusText, planKindText } from '#domain/coverage/coverage-terms';
import { type EmploymentStatus, employmentStatuses } from '#domain/coverage/member-coverage';
import type { EmployeesPage } from '#domain/employees/employees-answers';
import {
  employeeNameSearchMax,
  employeesPageOf,
  type EmployeesQuery,
} from '#domain/employees/employees-list';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { ListResults } from '#web/components/benefits/list-results.tsx';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { SelectField } from '#web/components/fields/select-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getEmployees } from './api/employees.ts';
import { newHireText } from '#domain/employees/new-hire';
import { employeesText } from './employees-text.tsx';
import { filtersOf, queryOfSearch, searchOfQuery } from './employees-query.ts';

const listText = defineMessages({
  filters: { id: 'employees.list.filters', defaultMessage: 'Filters' },
  filterForm: { id: 'employees.list.filterForm', defaultMessage: 'Filter employees' },
  name: { id: 'employees.list.name', defaultMessage: 'Employee name' },
  status: { id: 'employees.list.status', defaultMessage: 'Status' },
  allStatuses: { id: 'employees.list.allStatuses', defaultMessage: 'All statuses' },
  apply: { id: 'employees.list.apply', defaultMessage: 'Apply filters' },
  clear: { id: 'employees.list.clear', defaultMessage: 'Clear filters' },
  results: { id: 'employees.list.results', defaultMessage: 'Results' },
  loading: { id: 'employees.list.loading', defaultMessage: 'Loading your employees…' },
  noMatch: { id: 'employees.list.noMatch', defaultMessage: 'No employees match these filters.' },
  noEmployees: {
    id: 'employees.list.noEmployees',
    defaultMessage: 'We have no employees on record for your company. Please call us.',
  },
  onThisPage: {
    id: 'employees.list.onThisPage',
    defaultMessage:
      '{count, plural, one {# employee on this page.} other {# employees on this page.}}',
  },
  caption: {
    id: 'employees.list.caption',
    defaultMessage: 'Employees as of {date}',
    description: '{date} is MM/DD/YYYY.',
  },
  hireDate: { id: 'employees.list.hireDate', defaultMessage: 'Hire date' },
  plans: { id: 'employees.list.plans', defaultMessage: 'Plans' },
  noPlans: { id: 'employees.list.noPlans', defaultMessage: 'None' },
  pages: { id: 'employees.list.pages', defaultMessage: 'Pages of employees' },
  refused: {
    id: 'employees.list.refused',
    defaultMessage: '{refusal} <first>First page</first>',
    description: 'Why a page link was refused, then a link to the first page of the list.',
  },
});

const addressOf = (query: EmployeesQuery) => {
  const search = searchOfQuery(query);
  return search ? `${paths.employerEmployees}?${search}` : paths.employerEmployees;
};

function EmployeesFilters({
  query,
  onApply,
}: {
  query: EmployeesQuery;
  onApply(filters: EmployeesQuery): void;
}) {
  const text = useText();
  const [name, setName] = useState(query.name ?? '');
  const [status, setStatus] = useState<EmploymentStatus | ''>(query.status ?? '');

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({ ...(name.trim() ? { name: name.trim() } : {}), ...(status ? { status } : {}) });
  }

  return (
    <form
      role="search"
      aria-label={text.formatMessage(listText.filterForm)}
      className="employer-filters"
      onSubmit={apply}
    >
      <TextField
        id="filter-name"
        label={text.formatMessage(listText.name)}
        type="search"
        autoComplete="off"
        maxLength={employeeNameSearchMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        id="filter-status"
        label={text.formatMessage(listText.status)}
        placeholder={text.formatMessage(listText.allStatuses)}
        options={employmentStatuses.map((code) => ({
          value: code,
          label: text.formatMessage(employmentStatusText[code]),
        }))}
        value={status}
        onChange={(event) => setStatus(event.target.value as EmploymentStatus | '')}
      />
      <div className="button-row employer-filters__wide">
        <button type="submit" className="button button--primary">
          {text.formatMessage(listText.apply)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setName('');
            setStatus('');
            onApply({});
          }}
        >
          {text.formatMessage(listText.clear)}
        </button>
      </div>
    </form>
  );
}

function resultsSentence(page: EmployeesPage, query: EmployeesQuery): Sentence {
  const count = page.employees.length;
  if (count > 0) return { message: listText.onThisPage, values: { count } };
  return { message: query.name || query.status ? listText.noMatch : listText.noEmployees };
}

function EmployeesTable({ page }: { page: EmployeesPage }) {
  const text = useText();
  return (
    <ScrollingTable caption={text.formatMessage(listText.caption, { date: formatDate(page.asOf) })}>
      <thead>
        <tr>
          <th scope="col">{text.formatMessage(listText.name)}</th>
          <th scope="col">{text.formatMessage(listText.status)}</th>
          <th scope="col">{text.formatMessage(listText.hireDate)}</th>
          <th scope="col">{text.formatMessage(listText.plans)}</th>
        </tr>
      </thead>
      <tbody>
        {page.employees.map((employee) => (
          <tr key={employee.memberId}>
            <th scope="row">
              <Link href={paths.employerEmployee(employee.memberId)}>{employee.name}</Link>
            </th>
            <td>{text.formatMessage(employmentStatusText[employee.status])}</td>
            <td>{employee.hireDate ? formatDate(employee.hireDate) : ''}</td>
            <td className="benefits-table__wraps">
              {employee.plans.length > 0
                ? employee.plans.map((kind) => text.formatMessage(planKindText[kind])).join(', ')
                : text.formatMessage(listText.noPlans)}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function EmployeesResults({
  query,
  movedRef,
  onMove,
}: {
  query: EmployeesQuery;
  movedRef: RefObject<boolean>;
  onMove(): void;
}) {
  const text = useText();
  const search = searchOfQuery(query);
  const load = useCallback(() => getEmployees(search), [search]);
  const filters = filtersOf(query);
  return (
    <ListResults
      id="employees-results"
      title={text.formatMessage(listText.results)}
      load={load}
      loadingText={text.formatMessage(listText.loading)}
      pagesLabel={text.formatMessage(listText.pages)}
      sentence={(page) => resultsSentence(page, query)}
      addressOf={(cursor) => addressOf({ ...filters, ...cursor })}
      movedRef={movedRef}
      onMove={onMove}
    >
      {(page) => page.employees.length > 0 && <EmployeesTable page={page} />}
    </ListResults>
  );
}

export default function EmployeesListPage() {
  const text = useText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => queryOfSearch(search), [search]);
  const asked = employeesPageOf(query);
  const movedRef = useRef(false);
  const onMove = useCallback(() => {
    movedRef.current = true;
  }, []);

  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(employeesText.heading)}</h1>
      <p className="button-row">
        <Link href={paths.employerAddEmployee} className="button button--secondary">
          {text.formatMessage(newHireText.addEmployee)}
        </Link>
        <Link href={paths.employerUploadCensus} className="button button--secondary">
          {text.formatMessage(employeesText.uploadCensus)}
        </Link>
      </p>
      <PageSection id="filters" title={text.formatMessage(listText.filters)}>
        <EmployeesFilters
          key={searchOfQuery(filtersOf(query))}
          query={query}
          onApply={(filters) => {
            onMove();
            navigate(addressOf(filters));
          }}
        />
      </PageSection>
      {asked.ok ? (
        <EmployeesResults key={search} query={query} movedRef={movedRef} onMove={onMove} />
      ) : (
        <p role="alert">
          {text.formatMessage(listText.refused, {
            refusal: text.formatMessage(asked.message),
            first: (words: ReactNode) => <Link href={addressOf(filtersOf(query))}>{words}</Link>,
          })}
        </p>
      )}
      <p>
        <Link href={paths.account('employers')}>
          {text.formatMessage(employeesText.backToAccount)}
        </Link>
      </p>
    </div>
  );
}
