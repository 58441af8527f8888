// The words of claims and leave a person reads (DESIGN.md section 11.1), each with the code
// the server stores and the browser sends. One table per term: labels are quoted exactly.
// Shared: the employee's claims and the employer's views of them (11.3) speak the same words.

function codesOf<Labels extends Record<string, string>>(labels: Labels) {
  return Object.keys(labels) as [keyof Labels & string, ...(keyof Labels & string)[]];
}

/** What a claim is: a short-term disability claim or a family medical leave. */
export const claimKindLabels = {
  disability: 'Short-term disability',
  leave: 'Family medical leave',
} as const;
export type ClaimKind = keyof typeof claimKindLabels;
export const claimKinds = codesOf(claimKindLabels);

/** The statuses a person sees. */
export const claimStatusLabels = {
  submitted: 'Submitted',
  'in-review': 'In review',
  'information-needed': 'Information needed',
  approved: 'Approved',
  denied: 'Denied',
  closed: 'Closed',
  withdrawn: 'Withdrawn',
} as const;
export type ClaimStatus = keyof typeof claimStatusLabels;
export const claimStatuses = codesOf(claimStatusLabels);

/**
 * Open: not yet decided, or approved and running. The employee's dashboard lists these, and
 * the employer's reports count them by status, in this order.
 */
export const openClaimStatuses = [
  'submitted',
  'in-review',
  'information-needed',
  'approved',
] as const satisfies readonly ClaimStatus[];
export type OpenClaimStatus = (typeof openClaimStatuses)[number];

export function isOpen(status: ClaimStatus): status is OpenClaimStatus {
  return (openClaimStatuses as readonly ClaimStatus[]).includes(status);
}

/** Step 1, 'What do you need?'. */
export const absenceReasonLabels = {
  'own-health': 'Time off for my own illness, injury or pregnancy',
  'family-care': 'Time off to care for a family member',
  bonding: 'Time off to bond with a new child',
} as const;
export type AbsenceReason = keyof typeof absenceReasonLabels;
export const absenceReasons = codesOf(absenceReasonLabels);

export const scheduleLabels = {
  continuous: 'Continuous',
  intermittent: 'Intermittent',
  reduced: 'Reduced schedule',
} as const;
export type LeaveSchedule = keyof typeof scheduleLabels;
export const leaveSchedules = codesOf(scheduleLabels);

/** The family members FMLA covers (29 CFR 825.122). */
export const relationshipLabels = {
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
} as const;
export type Relationship = keyof typeof relationshipLabels;
export const relationships = codesOf(relationshipLabels);

/** Never a free-text diagnosis: one of four categories, seen by the employee only. */
export const conditionCategoryLabels = {
  illness: 'Illness',
  injury: 'Injury',
  pregnancy: 'Pregnancy',
  surgery: 'Surgery',
} as const;
export type ConditionCategory = keyof typeof conditionCategoryLabels;
export const conditionCategories = codesOf(conditionCategoryLabels);

export const paymentMethodLabels = {
  'direct-deposit': 'Direct deposit',
  'paper-check': 'Paper check',
} as const;
export type PaymentMethod = keyof typeof paymentMethodLabels;
export const paymentMethods = codesOf(paymentMethodLabels);

export const paymentStatusLabels = {
  scheduled: 'Scheduled',
  sent: 'Sent to bank',
  cancelled: 'Cancelled',
} as const;
export type PaymentStatus = keyof typeof paymentStatusLabels;
export const paymentStatuses = codesOf(paymentStatusLabels);

/** A claim number as people read and type it: C and seven digits. */
export const claimNumberPattern = /^C\d{7}$/;
