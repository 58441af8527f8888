// 'Employee claims' (DESIGN.md 11.3): the claims and leave of the client's employees, with
// filters by status, type and name, an order by first day of absence, and pages of 25 by
// cursor. Filters and page live in the address: applying them, or 'Next page', is a new entry
// in the history, so Back returns to the list as it was. Each row: employee, claim number,
// type, dates, status; never anything of the employee's health.

import {
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  claimsFilterLabels,
  type ClaimsSort,
  claimsSortLabels,
  claimsSorts,
  type EmployerClaimsQuery,
  employeeClaimsHeading,
  nameSearchMax,
  pageOf,
} from '#domain/employer-claims/claims-page';
import type { EmployerClaimsPage } from '#domain/employer-claims/employer-claims-answers';
import {
  type ClaimKind,
  claimKindLabels,
  claimKinds,
  type ClaimStatus,
  claimStatusLabels,
  claimStatuses,
} from '#domain/shared/claim-terms';
import { formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SelectField } from '#web/components/fields/select-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { paths } from '#web/paths.ts';
import { getEmployeeClaims } from './api/employee-claims.ts';
import { filtersOf, isFiltered, queryOfSearch, searchOfQuery } from './claims-query.ts';

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
      aria-label="Filter employee claims"
      className="employer-filters"
      onSubmit={apply}
    >
      <TextField
        id="filter-name"
        label={claimsFilterLabels.name}
        type="search"
        autoComplete="off"
        maxLength={nameSearchMax}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        id="filter-status"
        label={claimsFilterLabels.status}
        placeholder="All statuses"
        options={claimStatuses.map((code) => ({ value: code, label: claimStatusLabels[code] }))}
        value={status}
        onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}
      />
      <SelectField
        id="filter-kind"
        label={claimsFilterLabels.kind}
        placeholder="All types"
        options={claimKinds.map((code) => ({ value: code, label: claimKindLabels[code] }))}
        value={kind}
        onChange={(event) => setKind(event.target.value as ClaimKind | '')}
      />
      <div className="field">
        <label className="field__label" htmlFor="filter-sort">
          {claimsFilterLabels.sort}
        </label>
        <select
          id="filter-sort"
          className="field__input"
          value={sort}
          onChange={(event) => setSort(event.target.value as ClaimsSort)}
        >
          {claimsSorts.map((code) => (
            <option key={code} value={code}>
              {claimsSortLabels[code]}
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
        <span>{claimsFilterLabels.statement}</span>
      </label>
      <div className="button-row employer-filters__wide">
        <button type="submit" className="button button--primary">
          Apply filters
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
          Clear filters
        </button>
      </div>
    </form>
  );
}

function resultsSentence(page: EmployerClaimsPage, query: EmployerClaimsQuery): string {
  const count = page.claims.length;
  if (count === 0) {
    return isFiltered(query)
      ? 'No claims match these filters.'
      : 'Your employees have no claims or leave.';
  }
  return count === 1 ? '1 claim on this page.' : `${count} claims on this page.`;
}

function ClaimsResults({
  query,
  movedRef,
  onMove,
}: {
  query: EmployerClaimsQuery;
  /** Set when the person moved (a filter, a page): the results then take focus. */
  movedRef: RefObject<boolean>;
  onMove(): void;
}) {
  const search = searchOfQuery(query);
  const load = useCallback(() => getEmployeeClaims(search), [search]);
  const [page] = useBenefitsData(load);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (page.kind !== 'ready' || !movedRef.current) return;
    movedRef.current = false;
    heading.current?.focus();
  }, [page.kind, movedRef]);

  const filters = filtersOf(query);
  return (
    <section className="benefits-section" aria-labelledby="claims-results">
      <h2 id="claims-results" ref={heading} tabIndex={-1}>
        Results
      </h2>
      <LoadingNotice loaded={page} text="Loading the claims…" />
      {page.kind === 'ready' && (
        <>
          <p role="status">{resultsSentence(page.data, query)}</p>
          {page.data.claims.length > 0 && (
            <ul className="benefits-list">
              {page.data.claims.map((claim) => (
                <li key={claim.claimNumber} className="benefits-list__item">
                  <strong className="employer-claim__name">{claim.employeeName}</strong>
                  <Link href={paths.employerClaim(claim.claimNumber)}>{claim.claimNumber}</Link>
                  <span>{claimKindLabels[claim.kind]}</span>
                  <span>{formatPeriod(claim.firstDayOfAbsence, claim.expectedReturn)}</span>
                  <span>
                    Status: <strong>{claimStatusLabels[claim.status]}</strong>
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(page.data.previousCursor || page.data.nextCursor) && (
            <nav aria-label="Pages of employee claims" className="button-row">
              {page.data.previousCursor && (
                <Link
                  href={addressOf({ ...filters, before: page.data.previousCursor })}
                  className="button button--secondary"
                  onClick={onMove}
                >
                  Previous page
                </Link>
              )}
              {page.data.nextCursor && (
                <Link
                  href={addressOf({ ...filters, after: page.data.nextCursor })}
                  className="button button--secondary"
                  onClick={onMove}
                >
                  Next page
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

export default function EmployeeClaimsPage() {
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
        <h1>{employeeClaimsHeading}</h1>
        <Link href={paths.employerReportAbsence} className="button button--secondary">
          Report an absence
        </Link>
      </div>
      <PageSection id="filters" title="Filters">
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
          {asked.message} <Link href={addressOf(filtersOf(query))}>First page</Link>
        </p>
      )}
      <p>
        <Link href={paths.account('employers')}>Back to your account</Link>
      </p>
    </div>
  );
}
