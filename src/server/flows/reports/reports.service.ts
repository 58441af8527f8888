// The employer's reports (docs/product/reports.md): the figures of the page and of the absence
// summary, and the record of each download. Every call takes the employer findEmployer gave
// (their client is the only one read), never a client named by the request. What is counted
// is src/domain/reports/report-figures.ts's; the database counts it.

import { monthAbsencesOf, reportMonths, statusCountsOf } from '#domain/reports/report-figures';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import type { ReportDownload } from '#domain/reports/reports-terms';
import type { Clock } from '#domain/shared/clock';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import type { Employer } from '#server/db/employers-repository';
import { countAbsencesByMonth, countOpenClaimsByStatus } from '#server/db/reports-repository';
import { todayOn } from '#domain/shared/clock';

export interface ReportsDeps {
  db: Database;
  clock: Clock;
  /** The PDF's author. */
  brandName: string;
}

/** The employer behind a call and where it came from, for the audit. */
export interface ReportCaller {
  employer: Employer;
  address: string;
}

export async function reportFigures(deps: ReportsDeps, employer: Employer): Promise<ReportsAnswer> {
  const today = todayOn(deps.clock);
  const months = reportMonths(today);
  const [absences, open] = await Promise.all([
    countAbsencesByMonth(deps.db, employer.clientId, months),
    countOpenClaimsByStatus(deps.db, employer.clientId),
  ]);
  return {
    clientName: employer.clientName,
    asOf: today,
    absencesByMonth: monthAbsencesOf(months, absences),
    openClaimsByStatus: statusCountsOf(open),
  };
}

/**
 * Every download is audited before it starts: the claims CSV names the client's employees
 * with their absences, and who took it when must be answerable (docs/product/employer-claims.md).
 */
export async function recordDownload(
  deps: ReportsDeps,
  caller: ReportCaller,
  download: ReportDownload,
): Promise<void> {
  await recordAuditEvent(deps.db, {
    action: 'report.downloaded',
    accountId: caller.employer.accountId,
    address: caller.address,
    details: { report: download, clientId: caller.employer.clientId },
    at: deps.clock.now(),
  });
}
