// The insurer's claims system, seen from the portal (docs/product/claims.md#the-claims-system):
// events go out to CLAIMS_SYSTEM_URL through the outbox, signed with CLAIMS_EVENTS_SECRET; events
// come back to POST /auth/integrations/claims/events signed the same way (claims-events.ts in the
// domain says how). The outbox dispatcher is the only sender and owns retries: an answer the claims
// system will never accept throws a PermanentDeliveryFailure, anything else a plain Error. An event
// carries health details and bank accounts: no error or log line says its content.

import { createHmac, randomUUID } from 'node:crypto';
import { eventHeaders, type OutgoingClaimsEvent, signedText } from '#domain/claims/claims-events';
import { constantTimeEqual } from '#server/crypto/keyed-hash';
import { type DataKeys, openText, sealPurposes, sealText } from '#server/crypto/sealed-data';
import { PermanentDeliveryFailure } from './delivery-failure.ts';

/** The signature of a raw body at a timestamp (seconds): hex HMAC-SHA256. */
export function claimsEventSignature(secret: string, timestampSeconds: number, body: string) {
  return createHmac('sha256', secret).update(signedText(timestampSeconds, body)).digest('hex');
}

/** The headers that sign `body` now. */
export function signedEventHeaders(secret: string, body: string, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    [eventHeaders.timestamp]: String(timestamp),
    [eventHeaders.signature]: claimsEventSignature(secret, timestamp, body),
  };
}

/** Whether `signature` signs `body` at `timestampSeconds` with `secret`, in constant time. */
export function isValidEventSignature(
  secret: string,
  timestampSeconds: number,
  body: string,
  signature: string,
): boolean {
  return constantTimeEqual(claimsEventSignature(secret, timestampSeconds, body), signature);
}

const sealPurpose = sealPurposes.claimsEvent;

/** An event as the outbox keeps it until it is sent: its JSON sealed with DATA_KEY. */
export function sealedEvent(dataKey: DataKeys, event: OutgoingClaimsEvent) {
  return {
    channel: 'claims' as const,
    recipient: event.id,
    subject: event.type,
    text: sealText(dataKey, sealPurpose, JSON.stringify(event)),
  };
}

type EventBody<Event> = Event extends OutgoingClaimsEvent ? Omit<Event, 'id' | 'at'> : never;

/**
 * An event for the claims system, with its id and time, sealed for the outbox. Here, beside
 * the sealing, because every feature that changes a claim tells the claims system: the
 * employee's claims and the employer's statements and absence reports
 * (docs/product/employer-claims.md).
 */
export function claimsSystemEvent(
  deps: { dataKey: DataKeys },
  event: EventBody<OutgoingClaimsEvent>,
  at: Date,
) {
  const sealed: OutgoingClaimsEvent = { id: randomUUID(), at: at.toISOString(), ...event };
  return sealedEvent(deps.dataKey, sealed);
}

export interface ClaimsSystemTransport {
  /** Resolves once the claims system took the event (2xx). */
  send(sealed: string, options?: { signal?: AbortSignal }): Promise<void>;
}

export interface ClaimsSystemOptions {
  url: string;
  secret: string;
  /** Opens the events of the outbox: DATA_KEY, or during a rotation a previous key. */
  dataKey: DataKeys;
  now(): Date;
  timeoutMs?: number;
}

export function createClaimsSystemTransport({
  url,
  secret,
  dataKey,
  now,
  timeoutMs = 10_000,
}: ClaimsSystemOptions): ClaimsSystemTransport {
  return {
    async send(sealed, options) {
      const body = openText(dataKey, sealPurpose, sealed);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options?.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      const response = await fetch(url, {
        method: 'POST',
        headers: signedEventHeaders(secret, body, now()),
        body,
        signal,
      });
      await response.body?.cancel();
      if (response.ok) return;
      // Refused for good: the event or its signature will not be taken however often it goes.
      const retried = response.status === 408 || response.status === 429 || response.status >= 500;
      const reason = `the claims system answered ${response.status}`;
      throw retried ? new Error(reason) : new PermanentDeliveryFailure(reason);
    },
  };
}
