// Leave to bond with a child taken intermittently or on a reduced schedule needs the employer's
// agreement (29 CFR 825.120(b)): the employer's statement asks for it, the employee's page says
// where it stands, and time is reported on such a leave only once the employer has agreed.
// Without the agreement the leave is still there to take in one continuous block.

import {
  type AbsenceReason,
  type ClaimKind,
  type ClaimStatus,
  isOpen,
  type LeaveSchedule,
  type Say,
  sayEnglish,
} from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { leaveTimeText } from './leave-time.ts';

export type ScheduleAgreement = 'asked' | 'agreed' | 'refused';

/** What the rule reads of a claim; `agreed` is the employer's answer, null until given. */
export interface ScheduledLeave {
  kind: ClaimKind;
  reason: AbsenceReason | null;
  schedule: LeaveSchedule;
  status: ClaimStatus;
  agreed: boolean | null;
}

/** The columns a claim keeps it in, as the database reads them. */
export interface KeptScheduledLeave {
  kind: string;
  reason: string | null;
  schedule: string;
  status: string;
  employerAgreesToSchedule: boolean | null;
}

export function scheduledLeaveOf(kept: KeptScheduledLeave): ScheduledLeave {
  return {
    kind: kept.kind as ClaimKind,
    reason: kept.reason as AbsenceReason | null,
    schedule: kept.schedule as LeaveSchedule,
    status: kept.status as ClaimStatus,
    agreed: kept.employerAgreesToSchedule,
  };
}

/** Where the employer's agreement stands; null when the leave needs none. */
export function scheduleAgreementOf(
  leave: Omit<ScheduledLeave, 'status'>,
): ScheduleAgreement | null {
  if (leave.kind !== 'leave' || leave.reason !== 'bonding' || leave.schedule === 'continuous') {
    return null;
  }
  if (leave.agreed === null) return 'asked';
  return leave.agreed ? 'agreed' : 'refused';
}

/**
 * Why 'Report time taken' is not taken on a claim, or null when it is: it is offered on an open
 * intermittent leave, and on bonding leave only once the employer agreed to it.
 */
export function timeReportRefusal(leave: ScheduledLeave): MessageDescriptor | null {
  if (leave.kind !== 'leave' || leave.schedule !== 'intermittent' || !isOpen(leave.status)) {
    return leaveTimeText.notIntermittent;
  }
  const agreement = scheduleAgreementOf(leave);
  return agreement === null || agreement === 'agreed' ? null : scheduleAgreementRefusal;
}

export function timeCanBeReported(leave: ScheduledLeave): boolean {
  return timeReportRefusal(leave) === null;
}

const employeeText = defineMessages({
  asked: {
    id: 'claims.bondingSchedule.asked',
    defaultMessage:
      'Leave to bond with a child can be taken intermittently or on a reduced schedule only if your employer agrees. We have asked your employer.',
  },
  agreed: {
    id: 'claims.bondingSchedule.agreed',
    defaultMessage:
      'Your employer agreed to this leave being taken intermittently or on a reduced schedule.',
  },
  refused: {
    id: 'claims.bondingSchedule.refused',
    defaultMessage:
      'Your employer did not agree to this leave being taken intermittently or on a reduced schedule. You can still take it in one continuous block.',
  },
});

/** What the employee reads of it on the leave's page. */
export function scheduleAgreementText(agreement: ScheduleAgreement, say: Say = sayEnglish) {
  return say(employeeText[agreement]);
}

export const scheduleAgreementRefusal = defineMessages({
  notAgreed: {
    id: 'claims.leaveTime.notAgreed',
    defaultMessage:
      'Time can be reported on this leave once your employer agrees to it being taken intermittently.',
  },
}).notAgreed;
