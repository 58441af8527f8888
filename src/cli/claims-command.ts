// `npm run portal -- claims <action> <claim number>`: the claims desk for operators
// (docs/product/claims.md#the-claims-system), the same event applied straight to the database.

import { formatCents } from '#domain/shared/money';
import { typedDateOf } from '#domain/shared/absence-dates';
import { claimNumberPattern } from '#domain/shared/claim-terms';
import type { IncomingClaimsEvent } from '#domain/claims/claims-events';
import { type DeskAction, deskActions, loadDeskEvent } from '#server/flows/claims/desk-events';
import { claimPageUrl } from '#server/flows/claims/claim-notices';
import { applyClaimsEvent } from '#server/flows/claims/claims-events.service';
import type { CommandContext } from './command-context.ts';
import { todayOn } from '#domain/shared/clock';

const claimsUsage =
  'Usage: npm run portal -- claims approve|deny|ask-document|ask-return-to-work|extend|pay <claim number>';

const isDeskAction = (value: string | undefined): value is DeskAction =>
  (deskActions as readonly (string | undefined)[]).includes(value);

/** What an event says, in a line. */
function eventSummary(event: IncomingClaimsEvent): string {
  switch (event.type) {
    case 'claim.status':
      return `claim.status ${event.event}`;
    case 'claim.document-requested':
      return `claim.document-requested ${event.documentType} on ${typedDateOf(event.requestedOn)}`;
    case 'claim.payment':
      return `claim.payment ${event.paymentId} for ${typedDateOf(event.periodStart)} to ${typedDateOf(event.periodEnd)}: gross ${formatCents(event.grossCents)}, deductions ${formatCents(event.deductionsCents)}, ${event.status} ${typedDateOf(event.payDate)}`;
    case 'claim.decision-extended':
      return `claim.decision-extended: ${event.reason}`;
  }
}

/** The claims desk for operators: the same event, applied straight to the database. */
export async function actOnClaim(args: string[], context: CommandContext): Promise<number> {
  const { db, clock, out } = context;
  const [action, claimNumber] = args;
  if (args.length !== 2 || !isDeskAction(action) || !claimNumber) {
    out(claimsUsage);
    return 2;
  }
  if (!claimNumberPattern.test(claimNumber)) {
    out(`${claimNumber} is not a claim number: C and 7 digits, like C1000001.`);
    return 2;
  }
  const event = await loadDeskEvent(db, action, claimNumber, todayOn(clock));
  out(`Event ${event.id} for ${claimNumber}: ${eventSummary(event)}`);
  const outcome = await applyClaimsEvent(
    {
      db,
      clock,
      dataKey: context.dataKeys,
      brandName: context.brandName,
      claimUrl: (number) => claimPageUrl(`${context.publicUrl}/auth`, number),
      // The running portal's outbox dispatcher finds the notice when it next polls.
      messageQueued: () => undefined,
    },
    event,
  );
  if (!outcome.ok) {
    out(`Refused (${outcome.statusCode} ${outcome.error}): ${outcome.message}`);
    return 1;
  }
  out('Applied.');
  return 0;
}
