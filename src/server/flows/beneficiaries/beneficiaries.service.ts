// The employee's beneficiaries calls (docs/product/coverage.md#beneficiaries): each life plan he
// is covered by with its current designation, a save (a new version per plan, never over an
// earlier one, audited and told by e-mail without names), and a plan's confirmation PDF. The
// rules are the domain's (src/domain/beneficiaries); the route asks for a recent second step.

import { randomUUID } from 'node:crypto';
import type { Clock } from '#domain/shared/clock';
import {
  type BeneficiariesAnswer,
  type PlanDesignation,
} from '#domain/beneficiaries/beneficiaries-answers';
import {
  type Beneficiary,
  beneficiaryMessages,
  beneficiaryOf,
  designationProblems,
  inDesignationOrder,
  type LifePlanKind,
  lifePlanKinds,
  type SaveBeneficiariesRequest,
} from '#domain/beneficiaries/beneficiary-rules';
import { memberCoverage } from '#domain/coverage/member-coverage';
import type { Language } from '#domain/language/language';
import { conflict, notFound, type Outcome, refused, success } from '#domain/shared/outcome';
import type { PdfDownload } from '#server/adapters/pdf-document';
import { type DataKeys, openText, sealPurposes, sealText } from '#server/crypto/sealed-data';
import { type EmployeeLogin, findAccountContact } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import {
  currentDesignations,
  currentVersion,
  designationVersionConstraint,
  insertDesignations,
} from '#server/db/beneficiaries-repository';
import { type Database, isUniqueViolation } from '#server/db/client';
import { clientPlans, memberOfClient, memberRecord } from '#server/db/coverage-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { noticeLanguage } from '#server/self-service/account-notices';
import { say } from '#server/language/say';
import { beneficiariesChangedNotice, confirmationPdf } from './beneficiaries-documents.ts';
import { todayOn } from '#domain/shared/clock';

export interface BeneficiariesDeps {
  db: Database;
  clock: Clock;
  dataKey: DataKeys;
  brandName: string;
  phone: string;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued(): void;
}

export type Employee = Omit<EmployeeLogin, 'kind'>;

const isLifePlan = (kind: string): kind is LifePlanKind =>
  (lifePlanKinds as readonly string[]).includes(kind);

/** The life plans the member is covered by today (or waits for evidence on), by kind. */
async function lifePlansOf(deps: BeneficiariesDeps, employee: Employee) {
  const today = todayOn(deps.clock);
  const [plans, record] = await Promise.all([
    clientPlans(deps.db, employee.clientId),
    memberRecord(deps.db, employee.memberId),
  ]);
  return memberCoverage(plans, record.employment, record.coverage, today).flatMap((coverage) =>
    isLifePlan(coverage.kind) &&
    (coverage.status === 'active' || coverage.status === 'pending-evidence')
      ? [{ kind: coverage.kind, planId: coverage.planId, policyNumber: coverage.policyNumber }]
      : [],
  );
}

function openRows(deps: BeneficiariesDeps, sealed: string): Beneficiary[] {
  return JSON.parse(openText(deps.dataKey, sealPurposes.beneficiaries, sealed)) as Beneficiary[];
}

/** Each life plan of the member's with its current designation. */
async function designations(
  deps: BeneficiariesDeps,
  employee: Employee,
): Promise<PlanDesignation[]> {
  const [plans, saved] = await Promise.all([
    lifePlansOf(deps, employee),
    currentDesignations(deps.db, employee.memberId),
  ]);
  return plans.map((plan) => {
    const current = saved.find(({ designation }) => designation.planId === plan.planId);
    return {
      plan: plan.kind,
      policyNumber: plan.policyNumber,
      version: current?.designation.version ?? 0,
      savedAt: current?.designation.savedAt.toISOString() ?? null,
      beneficiaries: current
        ? inDesignationOrder(openRows(deps, current.designation.rowsSealed))
        : [],
    };
  });
}

export async function beneficiaries(
  deps: BeneficiariesDeps,
  employee: Employee,
  confirmedRecently: boolean,
): Promise<BeneficiariesAnswer> {
  return { plans: await designations(deps, employee), confirmedRecently };
}

/**
 * Saves a designation for one life plan, or for each ('Use these beneficiaries for all my life
 * coverage'): a new version of each, in one transaction. The chosen plan's version must be the
 * one the page showed; a save that lost the race to another is told to reload.
 */
export async function saveBeneficiaries(
  deps: BeneficiariesDeps,
  employee: Employee,
  request: SaveBeneficiariesRequest,
  language: Language,
): Promise<Outcome<BeneficiariesAnswer>> {
  const now = deps.clock.now();
  const [problem] = designationProblems(request.beneficiaries, todayOn(deps.clock));
  if (problem) return refused(problem.field, say(language, problem.message, problem.values));
  const plans = await lifePlansOf(deps, employee);
  const chosen = plans.find((plan) => plan.kind === request.plan);
  if (!chosen) return refused('plan', say(language, beneficiaryMessages.noLifePlan));
  const targets = request.allLifePlans ? plans : [chosen];
  const rows = request.beneficiaries.map(beneficiaryOf);
  const rowsSealed = sealText(deps.dataKey, sealPurposes.beneficiaries, JSON.stringify(rows));
  const changedMeanwhile = conflict(say(language, beneficiaryMessages.changedMeanwhile));
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const versions = await Promise.all(
        targets.map((plan) => currentVersion(tx, employee.memberId, plan.planId)),
      );
      if (versions[targets.indexOf(chosen)] !== request.basedOnVersion) return false;
      const saveId = randomUUID();
      await insertDesignations(
        tx,
        targets.map((plan, index) => ({
          memberId: employee.memberId,
          planId: plan.planId,
          version: (versions[index] ?? 0) + 1,
          rowsSealed,
          rowCount: rows.length,
          savedAt: now,
          savedBy: employee.accountId,
          source: 'portal',
          saveId,
        })),
      );
      await recordAuditEvent(tx, {
        action: 'beneficiaries.changed',
        accountId: employee.accountId,
        // What changed, never who: plans, versions and how many rows.
        details: {
          plans: targets.map((plan) => plan.kind),
          versions: versions.map((version) => version + 1),
          rows: rows.length,
          saveId,
        },
        at: now,
      });
      const contact = await findAccountContact(tx, employee.accountId);
      if (contact?.email) {
        const notice = beneficiariesChangedNotice(
          deps,
          { email: contact.email, firstName: contact.firstName, language: noticeLanguage(contact) },
          targets.map((plan) => plan.kind),
          now,
        );
        await enqueueMessage(tx, notice, now);
      }
      return true;
    });
    if (!saved) return changedMeanwhile;
  } catch (error) {
    if (isUniqueViolation(error, designationVersionConstraint)) return changedMeanwhile;
    throw error;
  }
  deps.messageQueued();
  return success(await beneficiaries(deps, employee, true));
}

/** A plan's current designation as the PDF of its confirmation. */
export async function designationConfirmation(
  deps: BeneficiariesDeps,
  employee: Employee,
  plan: string,
  language: Language,
): Promise<Outcome<PdfDownload>> {
  const [found, member] = await Promise.all([
    designations(deps, employee),
    memberOfClient(deps.db, employee.memberId),
  ]);
  const designation = found.find((each) => each.plan === plan);
  if (!designation || designation.version === 0 || !member) return notFound();
  return success({
    pdf: confirmationPdf({
      brandName: deps.brandName,
      memberName: `${member.firstName} ${member.lastName}`,
      designation,
      language,
    }),
    fileName: `beneficiaries-${plan}-v${designation.version}.pdf`,
  });
}
