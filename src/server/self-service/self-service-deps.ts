// What every self-service call takes (registration, username recovery, password reset), and
// how it answers: a status of self-service-status.ts with its sentence. A refusal is such an
// answer, returned where the call would have returned its work.

import type { BaseResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import {
  type SelfServiceStatusCode,
  selfServiceStatus,
} from '#domain/self-service/self-service-status';
import type { AttemptPolicy } from '#domain/shared/attempt-counter';
import type { Clock } from '#domain/shared/clock';
import { oneTimeCodeRules } from '#domain/shared/one-time-code';
import type { Database } from '#server/db/client';
import type { FlowMetrics } from '#server/plugins/metrics';

export interface SelfServiceDeps {
  db: Database;
  clock: Clock;
  /** Keys the hashes of SSNs, codes and typed user names. */
  dataKey: string;
  phone: string;
  brandName: string;
  /** The login page a flow of `module` ends on. */
  loginUrl(module: FlowModule): string;
  policies: {
    /** Identity-check failures of one browser session before SESSIONLOCKED. */
    proofingSession: AttemptPolicy;
    /** Failures against one census person, across sessions and addresses: USERLOCKED. */
    proofingPerson: AttemptPolicy;
  };
  /** Called after a message was queued, so the dispatcher sends it at once. */
  messageQueued(): void;
  metrics: FlowMetrics;
}

/** The answer of status `code`, with the sentence a person reads. */
export function answer(
  deps: Pick<SelfServiceDeps, 'phone' | 'policies'>,
  code: SelfServiceStatusCode,
): BaseResponse {
  return {
    status: selfServiceStatus(code, {
      phone: deps.phone,
      lockMinutes: deps.policies.proofingSession.lockMinutes,
      resendWaitSeconds: oneTimeCodeRules.resendWaitSeconds,
    }),
  };
}

/** A status answered instead of the work a call would have done. */
export type Refusal = BaseResponse;

export function refused<T extends object>(value: T | Refusal): value is Refusal {
  return 'status' in value;
}
