// The employee's coverage calls (docs/product/coverage.md#my-coverage): each plan of the client
// as the member has it today, and the certificate of coverage listing the same. The rules are the
// domain's (src/domain/coverage); this file loads the member record and applies them.

import type { Clock } from '#domain/shared/clock';
import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import { memberCoverage } from '#domain/coverage/member-coverage';
import type { Language } from '#domain/language/language';
import { type Outcome, notFound, success } from '#domain/shared/outcome';
import type { EmployeeLogin } from '#server/db/accounts-repository';
import type { Database } from '#server/db/client';
import { clientPlans, memberOfClient, memberRecord } from '#server/db/coverage-repository';
import type { PdfDocument } from '#server/adapters/pdf-document';
import { certificatePdf } from './coverage-certificate.ts';
import { todayOn } from '#domain/shared/clock';

export interface CoverageDeps {
  db: Database;
  clock: Clock;
  brandName: string;
}

export type Employee = Omit<EmployeeLogin, 'kind'>;

/** Each plan of the employee's client as he has it today, in the order of the plans' kinds. */
export async function myCoverage(deps: CoverageDeps, employee: Employee): Promise<CoverageAnswer> {
  const asOf = todayOn(deps.clock);
  const [plans, record] = await Promise.all([
    clientPlans(deps.db, employee.clientId),
    memberRecord(deps.db, employee.memberId),
  ]);
  return {
    asOf,
    plans: memberCoverage(plans, record.employment, record.coverage, asOf).map(
      ({ planId: _planId, volumeCents: _volume, ...coverage }) => coverage,
    ),
  };
}

/** The certificate of coverage as of today, in the request's language; `end()` has been called. */
export async function coverageCertificate(
  deps: CoverageDeps,
  employee: Employee,
  language: Language,
): Promise<Outcome<{ pdf: PdfDocument; fileName: string }>> {
  const [coverage, member] = await Promise.all([
    myCoverage(deps, employee),
    memberOfClient(deps.db, employee.memberId),
  ]);
  if (!member) return notFound();
  const pdf = certificatePdf({
    brandName: deps.brandName,
    memberName: `${member.firstName} ${member.lastName}`,
    employerName: member.clientName,
    coverage,
    language,
  });
  return success({ pdf, fileName: `certificate-of-coverage-${coverage.asOf}.pdf` });
}
