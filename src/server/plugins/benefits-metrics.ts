// The metrics of the benefits area (docs/operations.md, Monitoring, says what each means and
// when to alert): the signed events that reach the portal from the payment provider and the
// claims system, the documents' uploads and their store, and the bank debits waiting for the
// provider's word. Counted by the routes; the store and the payments are read at scrape.

import { Counter, Gauge, type Registry } from 'prom-client';
import type { Clock } from '#domain/shared/clock';
import type { DocumentInventory, DocumentStore } from '#server/adapters/document-store';
import type { Database } from '#server/db/client';
import { paymentsInFlight } from '#server/db/metrics-repository';
import { withTimeout } from './health.ts';
import { readOncePerScrape } from './scrape-reads.ts';

/** Who posts signed events to the portal. */
export type WebhookSource = 'payments' | 'claims-system';

/**
 * What became of a signed event: applied (or acknowledged); a duplicate of one applied before;
 * unverified (no signature, a wrong one, or too old); malformed (not the JSON of an event);
 * unknown (about a payment or claim the portal does not have); refused (a claim's status does
 * not allow it); failed (the portal's own error: the sender tries again).
 */
export type WebhookOutcome =
  'applied' | 'duplicate' | 'unverified' | 'malformed' | 'unknown' | 'refused' | 'failed';

/**
 * What a signed event came to, by the status of its answer: `meanings` are the route's own
 * (its header comment says which status means what). Whatever the portal failed to take, by
 * its error, overload or a rate limit, is 'failed': the sender tries again.
 */
export function webhookOutcomeOf(
  statusCode: number,
  meanings: Partial<Record<number, WebhookOutcome>>,
): WebhookOutcome {
  if (statusCode === 429 || statusCode >= 500) return 'failed';
  return meanings[statusCode] ?? (statusCode < 300 ? 'applied' : 'malformed');
}

/** What the benefits area's routes report. */
export interface BenefitsMetrics {
  webhookAnswered(source: WebhookSource, outcome: WebhookOutcome): void;
  /** A file stored whole and listed. */
  documentStored(): void;
  /** A file, or a whole upload, refused; `reason` is a code, never a text a person typed. */
  uploadRefused(reason: string): void;
}

export interface BenefitsMetricsOptions {
  registry: Registry;
  db: Database;
  clock: Clock;
  /** Probed at scrape when it can be (both stores of the portal can). */
  documentStore?: DocumentStore & Partial<Pick<DocumentInventory, 'probe'>>;
  /** How long a figure read at scrape may take before it is left out. */
  timeoutMs?: number;
}

export function createBenefitsMetrics({
  registry,
  db,
  clock,
  documentStore,
  timeoutMs = 2000,
}: BenefitsMetricsOptions): BenefitsMetrics {
  const registers = [registry];
  const webhooks = new Counter({
    name: 'portal_webhook_events_total',
    help: 'Signed events posted to the portal, by source (payments, claims-system) and outcome.',
    labelNames: ['source', 'outcome'] as const,
    registers,
  });
  const stored = new Counter({
    name: 'portal_documents_stored_total',
    help: 'Files of uploads stored whole and listed.',
    registers,
  });
  const refusals = new Counter({
    name: 'portal_document_upload_refusals_total',
    help: 'Files and whole uploads refused, by reason (too-large, not-accepted, server-error, ...).',
    labelNames: ['reason'] as const,
    registers,
  });
  const probe = documentStore?.probe?.bind(documentStore);
  if (probe) {
    const storeUp = new Gauge({
      name: 'portal_document_store_up',
      help: "1 when the documents' store (folder or bucket) answered at scrape, else 0.",
      registers,
      async collect() {
        const controller = new AbortController();
        const answered = await withTimeout(probe(controller.signal), timeoutMs).then(
          () => 1,
          () => 0,
        );
        controller.abort();
        storeUp.set(answered);
      },
    });
  }
  const readPayments = readOncePerScrape(async () => {
    inFlight.reset();
    oldestInFlight.reset();
    const { payments, oldest } = await paymentsInFlight(db);
    inFlight.set(payments);
    const now = clock.now().getTime();
    oldestInFlight.set(oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0);
  }, timeoutMs);
  const inFlight = new Gauge({
    name: 'portal_bill_payments_processing',
    help: "Bank debits waiting for the provider's final word, read at scrape.",
    registers,
    collect: readPayments,
  });
  const oldestInFlight = new Gauge({
    name: 'portal_bill_payment_oldest_processing_age_seconds',
    help: 'Age of the oldest bank debit still processing; 0 when none. Read at scrape.',
    registers,
    collect: readPayments,
  });

  return {
    webhookAnswered: (source, outcome) => webhooks.inc({ source, outcome }),
    documentStored: () => stored.inc(),
    uploadRefused: (reason) => refusals.inc({ reason }),
  };
}
