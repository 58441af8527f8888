// 'Report an absence' (docs/product/employer-claims.md): the employer finds the employee in its
// census by name (never by SSN or date of birth) and files a claim for them in 'Submitted', once
// however often it is sent, with the claims system told and the employee e-mailed in the same
// transaction. The claim is the census member's: it shows in their account, now or once they
// register, where they say what only they know.

import {
  absenceReportedText,
  absenceReportErrors,
  absenceReportFieldText,
  type AbsenceReportRequest,
  claimOfAbsenceReport,
} from '#domain/employer-claims/absence-report';
import { nameSearchWords } from '#domain/employer-claims/claims-page';
import type {
  AbsenceReportAnswer,
  EmployeeSearchAnswer,
} from '#domain/employer-claims/employer-claims-answers';
import { defaultLanguage, type Language } from '#domain/language/language';
import type { ClaimKind } from '#domain/shared/claim-terms';
import { type Outcome, refused, success } from '#domain/shared/outcome';
import { claimsSystemEvent } from '#server/adapters/claims-system';
import { recordAuditEvent } from '#server/db/audit-repository';
import {
  findSubmission,
  insertClaims,
  isSubmissionTaken,
  type NewClaim,
} from '#server/db/claims-repository';
import { findClientMember, searchClientMembers } from '#server/db/employer-claims-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { say } from '#server/language/say';
import { absenceReportedNotice } from './employer-claims-notices.ts';
import type { EmployerClaimsDeps } from './employer-claims.service.ts';
import type { EmployerCaller } from '#server/plugins/route-access';
import { todayOn } from '#domain/shared/clock';

/** Names offered for one search: enough to choose from, never the whole census. */
const searchResults = 10;
/** Fewer letters find too many people to choose from. */
const searchMinLetters = 2;

export async function searchEmployees(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  name: string,
): Promise<EmployeeSearchAnswer> {
  const words = nameSearchWords(name);
  if (words.join('').length < searchMinLetters) return { employees: [] };
  const employees = await searchClientMembers(
    deps.db,
    caller.employer.clientId,
    words,
    searchResults,
  );
  await recordAuditEvent(deps.db, {
    action: 'employer.census.searched',
    accountId: caller.employer.accountId,
    address: caller.address,
    details: { clientId: caller.employer.clientId, shown: employees.length },
    at: deps.clock.now(),
  });
  return { employees };
}

function answerOf(
  filed: { claimNumber: string; kind: string },
  employeeName: string,
  email: string | null,
): AbsenceReportAnswer {
  return {
    claimNumber: filed.claimNumber,
    kind: filed.kind as ClaimKind,
    employeeName,
    emailed: email !== null,
  };
}

/** Files the report; a refusal is in `language`. */
export async function reportAbsence(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  request: AbsenceReportRequest,
  language: Language,
): Promise<Outcome<AbsenceReportAnswer>> {
  const { employer } = caller;
  const now = deps.clock.now();
  const [field, message] =
    Object.entries(absenceReportErrors(request, todayOn(deps.clock)))[0] ?? [];
  if (field && message) return refused(field, say(language, message));
  // Another client's employee is answered like nobody: the same words as no choice at all.
  const member = await findClientMember(deps.db, employer.clientId, request.memberId);
  if (!member) return refused('memberId', say(language, absenceReportFieldText.employee));
  const email = member.accountEmail ?? member.censusEmail;
  // The account's language when the employee registered and chose one; else English.
  const employeeLanguage = (member.accountEmail && member.accountLanguage) || defaultLanguage;
  const filedBefore = async () => {
    const [filed] = await findSubmission(deps.db, member.memberId, request.idempotencyKey);
    return filed && success(answerOf(filed, member.name, email));
  };
  const already = await filedBefore();
  if (already) return already;

  const reported = claimOfAbsenceReport(request);
  const claim: NewClaim = {
    ...reported,
    memberId: member.memberId,
    clientId: employer.clientId,
    status: 'submitted',
    providerName: null,
    providerPhone: null,
    // Notices of this claim reach the employee at this address until they have an account.
    contactEmail: email,
    idempotencyKey: request.idempotencyKey,
    reportedByAccountId: employer.accountId,
  };
  try {
    const [filed] = await deps.db.transaction(async (tx) => {
      const inserted = await insertClaims(tx, [claim], { at: now, text: absenceReportedText });
      const [created] = inserted;
      if (!created) throw new Error('The reported claim was not inserted');
      const event = claimsSystemEvent(
        deps,
        {
          type: 'claim.submitted',
          claim: {
            claimNumber: created.claimNumber,
            kind: created.kind,
            filedWith: null,
            memberId: member.memberId,
            clientId: employer.clientId,
            reportedByEmployer: true,
            absence: {
              lastDayWorked: reported.lastDayWorked,
              firstDayOfAbsence: reported.firstDayOfAbsence,
              expectedReturn: reported.expectedReturn,
              schedule: reported.schedule,
            },
          },
        },
        now,
      );
      await enqueueMessage(tx, event, now);
      if (email) {
        const notice = absenceReportedNotice(deps, {
          email,
          language: employeeLanguage,
          firstName: member.accountFirstName ?? member.firstName,
          employerName: employer.clientName,
          claimNumber: created.claimNumber,
          kind: reported.kind,
          firstDayOfAbsence: reported.firstDayOfAbsence,
        });
        await enqueueMessage(tx, notice, now);
      }
      return inserted;
    });
    if (!filed) throw new Error('The reported claim was not inserted');
    deps.messageQueued();
    await recordAuditEvent(deps.db, {
      action: 'employer.absence.reported',
      accountId: employer.accountId,
      address: caller.address,
      details: { clientId: employer.clientId, claimNumber: filed.claimNumber },
      at: now,
    });
    return success(answerOf(filed, member.name, email));
  } catch (error) {
    // The same report sent twice at once: the other one filed it.
    if (isSubmissionTaken(error)) {
      const winner = await filedBefore();
      if (winner) return winner;
    }
    throw error;
  }
}
