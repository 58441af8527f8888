import type { Database } from './client.ts';
import { auditEvents } from './schema/audit-events.ts';

export interface AuditEvent {
  action: string;
  accountId?: string | null;
  address?: string | null;
  /** Facts about the event; never a password, code, SSN, date of birth or typed user name. */
  details?: Record<string, unknown>;
  at: Date;
}

export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    accountId: event.accountId ?? null,
    address: event.address ?? null,
    details: event.details ?? {},
    at: event.at,
  });
}
