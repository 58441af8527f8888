// What the claims system tells the portal (docs/product/claims.md#the-claims-system): decisions and
// steps of the review, payments, and documents it needs. Each event is applied once, whole, in one
// transaction with its timeline entry and the employee's notice; an event about a claim the portal
// does not have, or one its status does not allow, changes nothing and is not recorded, so the
// claims system may send it again once it is right.

import { formatCents } from '#domain/shared/money';
import { typedDateOf } from '#domain/shared/absence-dates';
import { claimStatusEventTexts, nextStatus } from '#domain/claims/claim-status';
import { timelineText } from '#domain/claims/claim-timeline';
import {
  type ClaimStatus,
  claimStatusLabels,
  claimStatusText,
  englishSentence,
  type Say,
} from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import type { ClaimsEventAnswer, IncomingClaimsEvent } from '#domain/claims/claims-events';
import type { Clock } from '#domain/shared/clock';
import {
  documentAskedText,
  documentDueOn,
  documentNeededText,
} from '#domain/shared/document-types';
import { setClaimStatus } from '#server/db/claims-repository';
import {
  extendDecision,
  findClaimForEvent,
  findNoticeRecipient,
  insertClaimEvent,
  insertDocumentRequest,
  recordSystemEvent,
  upsertPayment,
} from '#server/db/claims-system-repository';
import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { changeNotice, type NoticeDeps } from './claim-notices.ts';
import { decisionClockOf, decisionDueOn, extensionRefusal } from '#domain/claims/decision-deadline';

export interface ClaimsEventsDeps extends NoticeDeps {
  db: Database;
  clock: Clock;
  messageQueued(): void;
}

export type EventOutcome =
  | { ok: true; answer: ClaimsEventAnswer }
  | { ok: false; statusCode: 400 | 404 | 409; error: string; message: string };

/** Thrown inside the transaction to undo it: the event is refused as a whole. */
class RefusedEvent extends Error {
  constructor(readonly outcome: Extract<EventOutcome, { ok: false }>) {
    super(outcome.message);
  }
}

const refuse = (statusCode: 400 | 404 | 409, message: string): never => {
  const error = { 400: 'BAD_REQUEST', 404: 'NOT_FOUND', 409: 'CONFLICT' }[statusCode];
  throw new RefusedEvent({ ok: false, statusCode, error, message });
};

/** What the claims system is told of a document request whose due date cannot stand. */
const dueDateRefusals = {
  'certification-date-fixed':
    'A medical certification is due 15 calendar days after it is asked for: send no due date.',
  'due-before-request': 'The due date is before the day the document was asked for.',
} as const;

/** What the claims system is told of an extension the claim does not allow. */
const extensionRefusals = {
  'not-disability': 'Only the decision on a disability claim can be extended.',
  appeal: 'Only the first decision on a claim can be extended, not the decision on its appeal.',
  decided: 'The claim is decided: there is no decision left to extend.',
  'no-more-extensions': 'The decision was extended twice already: it cannot be extended again.',
} as const;

const eventText = defineMessages({
  statusNow: {
    id: 'notices.claims.statusNow',
    defaultMessage: 'The status is now {status}.',
    description: "An e-mail's news of a claim: its new status, as 'Approved'.",
  },
});

/** A payment's timeline entry (in English, as the timeline keeps it) and notice. */
const paymentMessages = {
  scheduled: timelineText.paymentScheduled,
  sent: timelineText.paymentSent,
  cancelled: timelineText.paymentCancelled,
} as const;

export async function applyClaimsEvent(
  deps: ClaimsEventsDeps,
  event: IncomingClaimsEvent,
): Promise<EventOutcome> {
  const now = deps.clock.now();
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const claim =
        (await findClaimForEvent(tx, event.claimNumber)) ??
        refuse(404, 'There is no claim with this number.');
      const fresh = await recordSystemEvent(tx, {
        eventId: event.id,
        type: event.type,
        claimId: claim.id,
        receivedAt: now,
      });
      if (!fresh) return { duplicate: true, notice: false };

      let change: (say: Say) => string;
      if (event.type === 'claim.status') {
        const status = claim.status as ClaimStatus;
        const next =
          nextStatus(status, event.event) ??
          refuse(
            409,
            `A claim that is ${claimStatusLabels[status]} does not take '${event.event}'.`,
          );
        if (!(await setClaimStatus(tx, { claimId: claim.id, from: status, to: next, at: now }))) {
          refuse(409, 'The claim changed meanwhile. Please send the event again.');
        }
        await insertClaimEvent(tx, {
          claimId: claim.id,
          at: now,
          status: next,
          text: claimStatusEventTexts[event.event],
        });
        change = (say) => say(eventText.statusNow, { status: say(claimStatusText[next]) });
      } else if (event.type === 'claim.payment') {
        if (claim.kind !== 'disability') refuse(409, 'Only a disability claim has payments.');
        if (event.deductionsCents > event.grossCents) {
          refuse(400, 'The deductions are larger than the gross amount.');
        }
        const netCents = event.grossCents - event.deductionsCents;
        await upsertPayment(tx, {
          claimId: claim.id,
          externalId: event.paymentId,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
          grossCents: event.grossCents,
          deductionsCents: event.deductionsCents,
          netCents,
          payDate: event.payDate,
          status: event.status,
          createdAt: now,
        });
        const payment = {
          message: paymentMessages[event.status],
          values: { amount: formatCents(netCents) },
        };
        change = (say) => say(payment.message, payment.values);
        await insertClaimEvent(tx, { claimId: claim.id, at: now, text: englishSentence(payment) });
      } else if (event.type === 'claim.document-requested') {
        const due = documentDueOn(event);
        if (!due.ok) return refuse(400, dueDateRefusals[due.reason]);
        const { dueOn } = due;
        await insertDocumentRequest(tx, {
          claimId: claim.id,
          documentType: event.documentType,
          requestedOn: event.requestedOn,
          dueOn,
        });
        const status = claim.status as ClaimStatus;
        const next = nextStatus(status, 'request-information');
        if (next && next !== status) {
          await setClaimStatus(tx, { claimId: claim.id, from: status, to: next, at: now });
        }
        await insertClaimEvent(tx, {
          claimId: claim.id,
          at: now,
          status: next && next !== status ? next : null,
          text: documentAskedText(event.documentType),
        });
        change = (say) => say(documentNeededText[event.documentType], { due: typedDateOf(dueOn) });
      } else {
        const decision = decisionClockOf(claim, deps.clock.timeZone);
        const refusal = extensionRefusal(decision);
        if (refusal) return refuse(409, extensionRefusals[refusal]);
        const extended = { claimId: claim.id, from: decision.extensions, reason: event.reason };
        if (!(await extendDecision(tx, extended, now))) {
          refuse(409, 'The claim changed meanwhile. Please send the event again.');
        }
        const date = typedDateOf(
          decisionDueOn({ ...decision, extensions: decision.extensions + 1 }),
        );
        const entry = { message: timelineText.decisionExtended, values: { date } };
        await insertClaimEvent(tx, { claimId: claim.id, at: now, text: englishSentence(entry) });
        change = (say) => say(entry.message, entry.values);
      }
      const recipient = await findNoticeRecipient(tx, claim);
      if (recipient) {
        await enqueueMessage(tx, changeNotice(deps, recipient, claim.claimNumber, change), now);
      }
      return { duplicate: false, notice: recipient !== undefined };
    });
    if (outcome.notice) deps.messageQueued();
    return { ok: true, answer: { duplicate: outcome.duplicate } };
  } catch (error) {
    if (error instanceof RefusedEvent) return error.outcome;
    throw error;
  }
}
