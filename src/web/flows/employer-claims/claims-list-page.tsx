// 'Employee claims' (docs/product/employer-claims.md): the claims and leave of the client's
// employees, with filters by status, type and name, an order by first day of absence, and pages of
// 25 by cursor. Filters and page live in the address: applying them, or 'Next page', is a new entry
// in the history, so Back returns to the list as it was. Each row: employee, claim number, type,
// dates, status; never anything of the employee's health.

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
import { absenceReportText } from '#domain/employer-claims/absence-report';
import {
  claimsFilterText,
  claimsPageText,
  type ClaimsSort,
  claimsSorts,
  claimsSortText,
  type EmployerClaimsQuery,
  nameSearchMax,
  pageOf,
} from '#domain/employer-claims/claims-page';
import type { EmployerClaimsPage } from '#domain/employer-claims/employer-claims-answers';
import {
  type ClaimKind,
  claimKinds,
  claimKindText,
  type ClaimStatus,
  claimStatuses,
  claimStatusText,
  type Sentence,
} from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { ListResults } from '#web/components/benefits/list-results.tsx';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { SelectField } from '#web/components/fields/select-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getEmployeeClaims } from './api/employee-claims.ts';
import { filtersOf, isFiltered, queryOfSearch, searchOfQuery } from './claims-query.ts';

const listText = defineMessages({
  filters: { id: 'employer-claims.list.filters', defaultMessage: 'Filters' },
  filterForm: { id: 'employer-claims.list.filterForm', defaultMessage: 'Filter employee claims' },
  allStatuses: { id: 'employer-claims.list.allStatuses', defaultMessage: 'All statuses' },
  allTypes: { id: 'employer-claims.list.allTypes', defaultMessage: 'All types' },
  apply: { id: 'employer-claims.list.apply', defaultMessage: 'Apply filters' },
  clear: { id: 'employer-claims.list.clear', defaultMessage: 'Clear filters' },
  results: { id: 'employer-claims.list.results', defaultMessage: 'Results' },
  loading: { id: 'employer-claims.list.loading', defaultMessage: 'Loading the claims…' },
  noMatch: { id: 'employer-claims.list.noMatch', defaultMessage: 'No claims match these filters.' },
  noClaims: {
    id: 'employer-claims.list.noClaims',
    defaultMessage: 'Your employees have no claims or leave.',
  },
  onThisPage: {
    id: 'employer-claims.list.onThisPage',
    defaultMessage: '{count, plural, one {# claim on this page.} other {# claims on this page.}}',
  },
  status: {
    id: 'employer-claims.list.status',
    defaultMessage: 'Status: <strong>{status}</strong>',
    description: "A claim's status in a row of the list.",
  },
  pages: { id: 'employer-claims.list.pages', defaultMessage: 'Pages of employee claims' },
  refused: {
    id: 'employer-claims.list.refused',
    defaultMessage: '{refusal} <first>First page</first>',
    description: 'Why a page link was refused, then a link to the first page of the list.',
  },
  backToAccount: {
    id: 'employer-claims.list.backToAccount',
    defaultMessage: 'Back to your account',
  },
});

const strong = (words: ReactNode) => <strong>{words}</strong>;

const addressOf = (query: EmployerClaimsQuery) => {
  const search = searchOfQuery(query);
  return search ? `${paths.employerClaims}?${search}` : paths.employerClaims;
};

function ClaimsFilters({
  query,
  onApply,
}: {
  query: EmployerClaimsQuery;
  onApply(filters: EmployerClaimsQuery): void;
}) {
  const text = useText();
  const [name, setName] = useState(query.name ?? '');
  const [status, setStatus] = useState<ClaimStatus | ''>(query.status ?? '');
  const [kind, setKind] = useState<ClaimKind | ''>(query.kind ?? '');
  const [sort, setSort] = useState<ClaimsSort>(query.sort ?? 'newest');
  const [statementDue, setStatementDue] = useState(query.statement === 'due');

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(status ? { status } : {}),
      ...(kind ? { kind } : {}),
      ...(sort !== 'newest' ? { sort } : {}),
      ...(statementDue ? { statement: 'due' as const } : {}),
    });
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
        label={text.formatMessage(claimsFilterText.name)}
        type="search"
        autoComplete="off"
        maxLength={nameSearchMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        id="filter-status"
        label={text.formatMessage(claimsFilterText.status)}
        placeholder={text.formatMessage(listText.allStatuses)}
        options={claimStatuses.map((code) => ({
          value: code,
          label: text.formatMessage(claimStatusText[code]),
        }))}
        value={status}
        onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}
      />
      <SelectField
        id="filter-kind"
        label={text.formatMessage(claimsFilterText.kind)}
        placeholder={text.formatMessage(listText.allTypes)}
        options={claimKinds.map((code) => ({
          value: code,
          label: text.formatMessage(claimKindText[code]),
        }))}
        value={kind}
        onChange={(event) => setKind(event.target.value as ClaimKind | '')}
      />
      <div className="field">
        <label className="field__label" htmlFor="filter-sort">
          {text.formatMessage(claimsFilterText.sort)}
        </label>
        <select
          id="filter-sort"
          className="field__input"
          value={sort}
          onChange={(event) => setSort(event.target.value as ClaimsSort)}
        >
          {claimsSorts.map((code) => (
            <option key={code} value={code}>
              {text.formatMessage(claimsSortText[code])}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox employer-filters__wide">
        <input
          type="checkbox"
          checked={statementDue}
          onChange={(event) => setStatementDue(event.target.checked)}
        />
        <span>{text.formatMessage(claimsFilterText.statement)}</span>
      </label>
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
            setKind('');
            setSort('newest');
            setStatementDue(false);
            onApply({});
          }}
        >
          {text.formatMessage(listText.clear)}
        </button>
      </div>
    </form>
  );
}

function resultsSentence(page: EmployerClaimsPage, query: EmployerClaimsQuery): Sentence {
  const count = page.claims.length;
  if (count > 0) return { message: listText.onThisPage, values: { count } };
  return { message: isFiltered(query) ? listText.noMatch : listText.noClaims };
}

function ClaimsResults({
  query,
  movedRef,
  onMove,
}: {
  query: EmployerClaimsQuery;
  movedRef: RefObject<boolean>;
  onMove(): void;
}) {
  const text = useText();
  const search = searchOfQuery(query);
  const load = useCallback(() => getEmployeeClaims(search), [search]);
  const filters = filtersOf(query);
  return (
    <ListResults
      id="claims-results"
      title={text.formatMessage(listText.results)}
      load={load}
      loadingText={text.formatMessage(listText.loading)}
      pagesLabel={text.formatMessage(listText.pages)}
      sentence={(page) => resultsSentence(page, query)}
      addressOf={(cursor) => addressOf({ ...filters, ...cursor })}
      movedRef={movedRef}
      onMove={onMove}
    >
      {(page) =>
        page.claims.length > 0 && (
          <ul className="benefits-list">
            {page.claims.map((claim) => (
              <li key={claim.claimNumber} className="benefits-list__item">
                <strong className="employer-claim__name">{claim.employeeName}</strong>
                <Link href={paths.employerClaim(claim.claimNumber)}>{claim.claimNumber}</Link>
                <span>{text.formatMessage(claimKindText[claim.kind])}</span>
                <span>{formatPeriod(claim.firstDayOfAbsence, claim.expectedReturn)}</span>
                <span>
                  {text.formatMessage(listText.status, {
                    status: text.formatMessage(claimStatusText[claim.status]),
                    strong,
                  })}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </ListResults>
  );
}

export default function EmployeeClaimsPage() {
  const text = useText();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => queryOfSearch(search), [search]);
  const asked = pageOf(query);
  const movedRef = useRef(false);
  const onMove = useCallback(() => {
    movedRef.current = true;
  }, []);
  const filtersKey = searchOfQuery(filtersOf(query));

  return (
    <div className="benefits-page employer-claims">
      <div className="employer-claims__head">
        <h1>{text.formatMessage(claimsPageText.heading)}</h1>
        <Link href={paths.employerReportAbsence} className="button button--secondary">
          {text.formatMessage(absenceReportText.heading)}
        </Link>
      </div>
      <PageSection id="filters" title={text.formatMessage(listText.filters)}>
        <ClaimsFilters
          key={filtersKey}
          query={query}
          onApply={(filters) => {
            onMove();
            navigate(addressOf(filters));
          }}
        />
      </PageSection>
      {asked.ok ? (
        <ClaimsResults key={search} query={query} movedRef={movedRef} onMove={onMove} />
      ) : (
        <p role="alert">
          {text.formatMessage(listText.refused, {
            refusal: text.formatMessage(asked.message),
            first: (words: ReactNode) => <Link href={addressOf(filtersOf(query))}>{words}</Link>,
          })}
        </p>
      )}
      <p>
        <Link href={paths.account('employers')}>{text.formatMessage(listText.backToAccount)}</Link>
      </p>
    </div>
  );
}
