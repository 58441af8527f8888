// Employer contacts and their invitations (docs/decisions/0031-data-model.md and
// docs/product/self-service.md). An HR contact registers only through an invitation link: its regid
// is the key the employer entry looks up, so it opens nothing once it is expired, used or revoked.
// Operators create and revoke invitations with the CLI; the employer registration
// (src/server/flows/registration) finds and consumes them.

import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import { addMinutes } from '#domain/shared/clock';
import { nameKey } from '#domain/shared/person-name';
import { counterColumns, proofingPersonKey } from './attempt-counters-repository.ts';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { attemptCounters } from './schema/attempt-counters.ts';
import { clients, employerContacts } from './schema/census.ts';

export interface EmployerContactRecord {
  clientId: string;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  email: string;
  mobilePhone: string | null;
  regid: string | null;
  invitationExpiresAt: Date | null;
}

/** Writes a contact as given; the demo data uses it for its fixed invitation and its registered contact. */
export async function insertEmployerContact(
  db: Database,
  contact: EmployerContactRecord,
): Promise<string> {
  const [row] = await db
    .insert(employerContacts)
    .values(contact)
    .returning({ id: employerContacts.id });
  if (!row) throw new Error('The employer contact was not created');
  return row.id;
}

/** Who an operator invites: the names and date of birth the employer entry will check. */
export interface InvitedContact {
  clientId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  email: string;
  /** (###) ###-####. */
  mobilePhone: string;
}

export type InvitationResult =
  | { status: 'invited'; contactId: string; regid: string; expiresAt: Date; renewed: boolean }
  | { status: 'error'; error: 'unknownClient' | 'alreadyRegistered' };

/**
 * Opens an invitation for a contact, valid `days` from `now` and once. The same client, names
 * (compared like identity proofing does) and date of birth are the same contact: inviting
 * them again renews the invitation with a new regid, so an earlier link stops working.
 */
export async function inviteEmployerContact(
  db: Database,
  contact: InvitedContact,
  { now, days }: { now: Date; days: number },
): Promise<InvitationResult> {
  const firstNameKey = nameKey(contact.firstName);
  const lastNameKey = nameKey(contact.lastName);
  return db.transaction(async (tx) => {
    // Nothing unique says who a contact is, so two operators inviting the same new contact
    // at once could create them twice; the client row's lock makes them take turns.
    const [client] = await tx
      .select({ clientId: clients.clientId })
      .from(clients)
      .where(eq(clients.clientId, contact.clientId))
      .for('update');
    if (!client) return { status: 'error', error: 'unknownClient' } as const;
    const [existing] = await tx
      .select({ id: employerContacts.id, accountId: accounts.id })
      .from(employerContacts)
      .leftJoin(accounts, eq(accounts.contactId, employerContacts.id))
      .where(
        and(
          eq(employerContacts.clientId, contact.clientId),
          eq(employerContacts.firstNameKey, firstNameKey),
          eq(employerContacts.lastNameKey, lastNameKey),
          eq(employerContacts.dateOfBirth, contact.dateOfBirth),
        ),
      );
    // One account per contact: the link would lead to a registration that cannot finish.
    if (existing?.accountId) return { status: 'error', error: 'alreadyRegistered' } as const;
    const invitation = {
      regid: randomUUID(),
      invitationExpiresAt: addMinutes(now, days * 24 * 60),
      invitationUsedAt: null,
      email: contact.email,
      mobilePhone: contact.mobilePhone,
    };
    let contactId = existing?.id;
    if (contactId) {
      await tx.update(employerContacts).set(invitation).where(eq(employerContacts.id, contactId));
    } else {
      contactId = await insertEmployerContact(tx, {
        ...contact,
        ...invitation,
        firstNameKey,
        lastNameKey,
      });
    }
    return {
      status: 'invited',
      contactId,
      regid: invitation.regid,
      expiresAt: invitation.invitationExpiresAt,
      renewed: existing !== undefined,
    } as const;
  });
}

/** Issued, not used, not revoked, not expired. */
function openAt(now: Date): SQL | undefined {
  return and(
    isNotNull(employerContacts.regid),
    isNull(employerContacts.invitationUsedAt),
    gt(employerContacts.invitationExpiresAt, now),
  );
}

// A regid comes from a URL; anything but a uuid would make PostgreSQL throw, not answer "none".
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenInvitation {
  regid: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  expiresAt: Date;
}

/** Open invitations, of one client or all, by client and name. */
export async function listOpenInvitations(
  db: Database,
  now: Date,
  { clientId }: { clientId?: string } = {},
): Promise<OpenInvitation[]> {
  const rows = await db
    .select({
      regid: employerContacts.regid,
      clientId: employerContacts.clientId,
      firstName: employerContacts.firstName,
      lastName: employerContacts.lastName,
      email: employerContacts.email,
      expiresAt: employerContacts.invitationExpiresAt,
    })
    .from(employerContacts)
    .where(and(openAt(now), clientId ? eq(employerContacts.clientId, clientId) : undefined))
    .orderBy(
      asc(employerContacts.clientId),
      asc(employerContacts.lastNameKey),
      asc(employerContacts.firstNameKey),
    );
  // openAt guarantees both; the columns are nullable for contacts without an invitation.
  return rows.map(({ regid, expiresAt, ...row }) => ({
    ...row,
    regid: regid as string,
    expiresAt: expiresAt as Date,
  }));
}

/** The contact an open invitation is for: what the employer entry and registration need. */
export interface InvitedContactRow {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string | null;
}

const contactColumns = {
  id: employerContacts.id,
  clientId: employerContacts.clientId,
  firstName: employerContacts.firstName,
  lastName: employerContacts.lastName,
  email: employerContacts.email,
  mobilePhone: employerContacts.mobilePhone,
};

/** The contact of an open invitation; undefined for an unknown, expired, used or revoked regid. */
export async function findOpenInvitation(
  db: Database,
  regid: string,
  now: Date,
): Promise<InvitedContactRow | undefined> {
  if (!uuidPattern.test(regid)) return undefined;
  const [row] = await db
    .select(contactColumns)
    .from(employerContacts)
    .where(and(eq(employerContacts.regid, regid), openAt(now)));
  return row;
}

/**
 * Withdraws an open invitation: the regid is forgotten, so its link then looks unknown.
 * Answers the contact it was for, or undefined when no open invitation has that regid.
 */
export async function revokeInvitation(
  db: Database,
  regid: string,
  now: Date,
): Promise<InvitedContactRow | undefined> {
  if (!uuidPattern.test(regid)) return undefined;
  const [row] = await db
    .update(employerContacts)
    .set({ regid: null, invitationExpiresAt: null })
    .where(and(eq(employerContacts.regid, regid), openAt(now)))
    .returning(contactColumns);
  return row;
}

/**
 * Consumes the contact's invitation when their registration completes. Only one caller can
 * consume it (the update is conditional), and a revoked one cannot be consumed; expiry is
 * not checked again, so a registration started in time may finish after it. Answers false
 * when the invitation was already used or revoked.
 */
export async function markInvitationUsed(
  db: Database,
  contactId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(employerContacts)
    .set({ invitationUsedAt: now })
    .where(
      and(
        eq(employerContacts.id, contactId),
        isNotNull(employerContacts.regid),
        isNull(employerContacts.invitationUsedAt),
      ),
    )
    .returning({ id: employerContacts.id });
  return rows.length === 1;
}

/** What the employer's identity check compares, with the contact's lock and account. */
export interface ContactForProofing extends InvitedContactRow {
  firstNameKey: string;
  lastNameKey: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** The contact's proofing-failure counter (docs/product/self-service.md). */
  personCounter: AttemptCounter;
  /** The contact's online account, if they registered. */
  account: { id: string; disabled: boolean } | null;
}

/** The contact a flow was opened for, in one round trip with its lock and account. */
export async function findContactForProofing(
  db: Database,
  contactId: string,
): Promise<ContactForProofing | undefined> {
  const [row] = await db
    .select({
      ...contactColumns,
      firstNameKey: employerContacts.firstNameKey,
      lastNameKey: employerContacts.lastNameKey,
      dateOfBirth: employerContacts.dateOfBirth,
      // Null, as a whole, when the joined row is missing.
      personCounter: counterColumns,
      account: { id: accounts.id, disabled: accounts.disabled },
    })
    .from(employerContacts)
    .leftJoin(attemptCounters, eq(attemptCounters.key, proofingPersonKey(contactId)))
    .leftJoin(accounts, eq(accounts.contactId, employerContacts.id))
    .where(eq(employerContacts.id, contactId));
  return row && { ...row, personCounter: row.personCounter ?? freshCounter };
}
