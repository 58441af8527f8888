// The demo client Acme Manufacturing (100000001) grown to the size docs/product/budgets.md sets
// its budgets at: 50,000 census members with their member record and 20,000 claims, with their
// timelines, payments, requests for documents and leave reported, and employee accounts that log
// in with the demo password, each account's member owning a few claims. Written with one
// INSERT ... SELECT FROM generate_series per table (seconds, not one statement per row), after
// the demo data and before the server starts; then VACUUM ANALYZE, as PostgreSQL's autovacuum would within
// a minute of such inserts (since version 13 it vacuums after inserts, not only after
// updates): statistics, so that the planner sees the grown tables, and the visibility map, so
// that a count can read an index alone (the employer's dashboard counts 16,000 open claims).
// Left to chance, autovacuum would change the plans in the middle of a run. PGlite has no
// autovacuum: there this stands for maintenance the server does not do yet (docs/benchmarks.md
// says what a PGlite never vacuumed costs). Then a CHECKPOINT: the rows written here are on disk
// before the server starts, not flushed by PostgreSQL's checkpointer while the calls are
// measured (a server in service writes its data a little at a time, not a client at once).
//
// Ids are md5 of a name and a number cast to uuid, so every table can name a member or a
// claim by its number without a join. Member k (1..accounts) has the account
// `benchclaims<k>` and the claims of numbers 4k-3 to 4k (C3000001 on): a leave, a disability,
// a leave and a disability, in turn. The claims after those go round the other members.

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '#server/db/client';

export const grownClientId = '100000001';
export const grownSize = { members: 50_000, claims: 20_000 } as const;
/** Claims of each bench account's member. */
export const claimsPerAccount = 4;
const firstClaimNumber = 3_000_000;

export interface GrownClient {
  accounts: number;
  /** Members and claims of the client once grown, and the rows written for them. */
  members: number;
  claims: number;
  /** Claims written, grownClaimNumber(1) to grownClaimNumber(grownClaims). */
  grownClaims: number;
  /** Members written, grownMemberId(1) to grownMemberId(grownMembers). */
  grownMembers: number;
  rows: Record<
    'employment' | 'coverages' | 'claimEvents' | 'payments' | 'documentRequests' | 'leaveTime',
    number
  >;
  seconds: number;
}

/** The user name of bench account k, 1-based. */
export const grownUserName = (k: number) => `benchclaims${k}`;

/** The claim numbers of bench account k's member, 1-based. */
export function claimNumbersOf(k: number): string[] {
  return Array.from({ length: claimsPerAccount }, (_, i) =>
    grownClaimNumber(claimsPerAccount * (k - 1) + i + 1),
  );
}

/** The id of grown member g, 1-based, as the SQL below writes it: md5('bench-member-g'). */
export function grownMemberId(g: number): string {
  const hex = createHash('md5').update(`bench-member-${g}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The number of grown claim g, 1-based: bench accounts' and the other members' alike. */
export function grownClaimNumber(g: number): string {
  return `C${firstClaimNumber + g}`;
}

export async function growDemoClient(
  db: Database,
  {
    accounts,
    vacuumAnalyze = true,
  }: {
    accounts: number;
    /** Without it, plans are what a fresh database gets: no statistics, no visibility map. */
    vacuumAnalyze?: boolean;
  },
): Promise<GrownClient> {
  const began = performance.now();
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf(await db.execute(query))[0]?.n ?? 0);
  const existingMembers = await count(
    sql`select count(*) as n from members where client_id = ${grownClientId}`,
  );
  const existingClaims = await count(
    sql`select count(*) as n from claims where client_id = ${grownClientId}`,
  );
  const newMembers = grownSize.members - existingMembers;
  const newClaims = grownSize.claims - existingClaims;
  if (accounts < 1 || accounts * claimsPerAccount > newClaims || accounts >= newMembers) {
    throw new Error(`${accounts} bench accounts do not fit the grown client`);
  }
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const member = (expression: ReturnType<typeof sql>) =>
    sql`md5('bench-member-' || (${expression}))::uuid`;
  const claim = (expression: ReturnType<typeof sql>) =>
    sql`md5('bench-claim-' || (${expression}))::uuid`;
  const owned = n(accounts * claimsPerAccount);

  await db.execute(sql`
    insert into members (id, client_id, first_name, last_name, first_name_key, last_name_key,
      date_of_birth, ssn_full_hash, ssn_last4_hash, zip_code, hire_date)
    select ${member(sql`g`)}, ${grownClientId}, 'Member', 'Grown' || g, 'member', 'grown' || g,
      date '1960-01-01' + (g % 12000), 'bench-ssn-' || g, 'bench-last4-' || (g % 10000),
      '60601', date '2010-01-01' + (g % 4000)
    from generate_series(1, ${n(newMembers)}) as g`);

  // The member record: earnings from $30,000 to $129,000 a year from the hire date, and the
  // client's employer-paid plans from the first of the month after it; one member in 50 left
  // 60 days ago, coverage ended at the end of that month (docs/product/census.md#employees).
  const employmentRows = await db.execute(sql`
    insert into employment (member_id, valid_from, recorded_by, status, last_day_worked,
      annual_earnings_cents, hours_per_week)
    select ${member(sql`g`)}, valid_from, 'bench', status, last_day_worked,
      3000000 + (g % 100) * 100000, 40
    from generate_series(1, ${n(newMembers)}) as g,
      lateral (
        select date '2010-01-01' + (g % 4000) as valid_from, 'active' as status,
          null::date as last_day_worked
        union all
        select current_date - 59, 'terminated', current_date - 60 where g % 50 = 0
      ) as rows`);
  const coverageRows = await db.execute(sql`
    insert into coverages (member_id, plan_id, valid_from, recorded_by, enrolled, effective_date,
      end_date)
    select ${member(sql`g`)}, plans.id, date '2010-01-01' + (g % 4000), 'bench', true,
      (date_trunc('month', date '2010-01-01' + (g % 4000)) + interval '1 month')::date,
      case when g % 50 = 0
        then (date_trunc('month', current_date - 60) + interval '1 month - 1 day')::date end
    from generate_series(1, ${n(newMembers)}) as g
      cross join plans
    where plans.client_id = ${grownClientId} and plans.paid_by = 'employer'`);

  // Claim g: kind, then status by (g / 2) % 5, dates spread over the last 300 days.
  await db.execute(sql`
    insert into claims (id, claim_number, member_id, client_id, kind, status, reason,
      last_day_worked, first_day_of_absence, expected_return, schedule, how_often, how_long,
      family_member_name, relationship, provider_name, provider_phone, work_related,
      condition_category, payment_method, idempotency_key, hours_worked_12_months,
      weekly_earnings_cents, scheduled_hours_per_week, created_at, updated_at)
    select ${claim(sql`g`)}, 'C' || (${n(firstClaimNumber)} + g),
      ${member(
        sql`case when g <= ${owned} then (g - 1) / ${n(claimsPerAccount)} + 1
          else ${n(accounts)} + 1 + (g - ${owned} - 1) % ${n(newMembers - accounts)} end`,
      )},
      ${grownClientId}, kind, status, reason,
      first_day - 1, first_day, first_day + 60, schedule,
      case when schedule = 'intermittent' then '2 days a month' end,
      case when schedule = 'intermittent' then '1 day' end,
      case when kind = 'leave' then 'Family Member' end,
      case when kind = 'leave' then 'parent' end,
      'Dr. Bench Provider', '(312) 555-0100',
      case when kind = 'disability' then false end,
      case when kind = 'disability' then 'illness' end,
      case when kind = 'disability' then 'paper-check' end,
      md5('bench-key-' || g)::uuid, 2080,
      case when kind = 'disability' then 150000 end, 40,
      first_day + time '15:00', first_day + 3 + time '15:00'
    from (
      select g,
        case when g % 2 = 0 then 'disability' else 'leave' end as kind,
        (array['approved', 'closed', 'in-review', 'information-needed', 'submitted'])[1 + (g / 2) % 5] as status,
        case when g % 2 = 0 then 'own-health' else 'family-care' end as reason,
        case when g % 4 = 1 then 'intermittent' else 'continuous' end as schedule,
        current_date - 10 - (g % 300) as first_day
      from generate_series(1, ${n(newClaims)}) as g
    ) as grown`);

  const grown = sql`claims.client_id = ${grownClientId} and claims.claim_number like 'C3%'`;
  // Submitted, then in review, then the decision or the request, as the claims system sends.
  const claimEvents = await db.execute(sql`
    insert into claim_events (claim_id, at, status, text)
    select claims.id, claims.created_at + (step - 1) * interval '1 day',
      case step when 1 then 'submitted' when 2 then 'in-review' else claims.status end,
      case step when 1 then 'We received your request.' when 2 then 'We started our review.'
        else 'The status of your request changed.' end
    from claims cross join generate_series(1, 3) as step
    where ${grown} and (step = 1 or claims.status <> 'submitted')
      and (step < 3 or claims.status <> 'in-review')`);

  // Six weekly benefits on each approved or closed disability, paid two weeks after the week.
  const payments = await db.execute(sql`
    insert into claim_payments (claim_id, period_start, period_end, gross_cents,
      deductions_cents, net_cents, pay_date, status, created_at)
    select claims.id, period_start, period_start + 6, 90000, 6885, 83115, period_start + 20,
      case when period_start + 20 <= current_date then 'sent' else 'scheduled' end,
      period_start + 6 + time '15:00'
    from claims cross join generate_series(0, 5) as week,
      lateral (select claims.first_day_of_absence + 7 + 7 * week as period_start) as period
    where ${grown} and claims.kind = 'disability' and claims.status in ('approved', 'closed')`);

  const documentRequests = await db.execute(sql`
    insert into document_requests (claim_id, document_type, requested_on, due_on)
    select claims.id, 'medical-certification', current_date - 3, current_date + 12
    from claims where ${grown} and claims.status = 'information-needed'`);

  const leaveTime = await db.execute(sql`
    insert into leave_time (claim_id, day, hours, created_at)
    select claims.id, claims.first_day_of_absence + 7 * taken, 8,
      claims.first_day_of_absence + 7 * taken + time '18:00'
    from claims cross join generate_series(0, 2) as taken
    where ${grown} and claims.schedule = 'intermittent'
      and claims.status in ('approved', 'closed', 'in-review', 'information-needed', 'submitted')`);

  // The demo password's hash, as the demo accounts have it: no hash to compute here.
  await db.execute(sql`
    insert into accounts (user_name, password_hash, role, member_id, first_name, last_name,
      email, terms_version)
    select 'benchclaims' || k, (select password_hash from accounts where user_name = 'jroe2024'),
      'employee', ${member(sql`k`)}, 'Member', 'Grown' || k, 'benchclaims' || k || '@example.com',
      'demo'
    from generate_series(1, ${n(accounts)}) as k`);

  if (vacuumAnalyze) await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const affected = (result: unknown) => {
    const { rowCount, affectedRows } = result as { rowCount?: number; affectedRows?: number };
    return rowCount ?? affectedRows ?? 0;
  };
  return {
    accounts,
    members: existingMembers + newMembers,
    claims: existingClaims + newClaims,
    grownClaims: newClaims,
    grownMembers: newMembers,
    rows: {
      employment: affected(employmentRows),
      coverages: affected(coverageRows),
      claimEvents: affected(claimEvents),
      payments: affected(payments),
      documentRequests: affected(documentRequests),
      leaveTime: affected(leaveTime),
    },
    seconds: (performance.now() - began) / 1000,
  };
}
