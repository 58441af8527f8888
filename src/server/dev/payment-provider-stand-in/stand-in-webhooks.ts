// The stand-in provider's webhooks: each event POSTed to the portal's webhook URL as Stripe
// sends it, JSON with a `Stripe-Signature` header signed at the moment of each delivery; one
// not taken with a 2xx is sent again after each retry delay (Stripe keeps trying for days).
// Tests can hold events, release them in another order, and deliver one again.

import { signatureHeader, type StandInEvent } from './stand-in-objects.ts';

/** The events and deliveries kept for tests to read: a development portal runs for days. */
const kept = 1000;

export interface StandInDelivery {
  eventId: string;
  type: string;
  paymentIntentId: string;
  /** The portal's HTTP status, or null when it could not be reached. */
  status: number | null;
}

export interface WebhookSender {
  /** Every event made, oldest first, whether sent or held. */
  events: StandInEvent[];
  /** Every delivery attempt, oldest first. */
  deliveries: StandInDelivery[];
  setUrl(url: string): void;
  emit(event: StandInEvent): void;
  hold(): void;
  release(order?: 'as-made' | 'reversed'): Promise<void>;
  redeliver(eventId: string): Promise<number | null>;
  waitForDelivery(
    predicate: (delivery: StandInDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<StandInDelivery>;
  close(): void;
}

export function createWebhookSender({
  webhookSecret,
  webhookUrl,
  retryDelaysMs,
  later,
  seconds,
}: {
  webhookSecret: string;
  webhookUrl: string | undefined;
  retryDelaysMs: number[];
  /** Runs after a delay, on a timer the stand-in clears when it closes. */
  later(ms: number, run: () => void): void;
  /** Now, in seconds, as the signature's timestamp. */
  seconds(): number;
}): WebhookSender {
  const events: StandInEvent[] = [];
  const deliveries: StandInDelivery[] = [];
  const closing = new AbortController();
  const waiters = new Set<(delivery: StandInDelivery) => void>();
  let target = webhookUrl;
  let held: StandInEvent[] | null = null;

  /** One delivery attempt of `event`, signed now: the portal's status. */
  async function deliver(event: StandInEvent): Promise<number | null> {
    let status: number | null = null;
    if (target) {
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signatureHeader(event.payload, webhookSecret, seconds()),
          },
          body: event.payload,
          signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
        });
        status = response.status;
        await response.body?.cancel();
      } catch {
        status = null;
      }
    }
    const delivery = {
      eventId: event.id,
      type: event.type,
      paymentIntentId: event.paymentIntentId,
      status,
    };
    deliveries.push(delivery);
    if (deliveries.length > kept) deliveries.shift();
    for (const waiter of waiters) waiter(delivery);
    return status;
  }

  /** Sends an event, and again after each retry delay until the portal takes it. */
  async function send(event: StandInEvent, retry = 0): Promise<void> {
    const status = await deliver(event);
    const delay = retryDelaysMs[retry];
    const taken = status !== null && status >= 200 && status < 300;
    if (!taken && delay !== undefined && !closing.signal.aborted) {
      later(delay, () => void send(event, retry + 1));
    }
  }

  return {
    events,
    deliveries,
    setUrl(url) {
      target = url;
    },
    emit(event) {
      events.push(event);
      if (events.length > kept) events.shift();
      if (held) held.push(event);
      else void send(event);
    },
    hold() {
      held ??= [];
    },
    async release(order = 'as-made') {
      const waiting = held ?? [];
      held = null;
      const ordered = order === 'reversed' ? [...waiting].reverse() : waiting;
      // One after the other: the order is the test's point.
      for (const event of ordered) await deliver(event);
    },
    redeliver(eventId) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) return Promise.reject(new Error(`No event ${eventId}`));
      return deliver(event);
    },
    waitForDelivery(predicate, timeoutMs = 10_000) {
      const done = deliveries.find(predicate);
      if (done) return Promise.resolve(done);
      return new Promise((resolve, reject) => {
        const waiter = (delivery: StandInDelivery) => {
          if (!predicate(delivery)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(delivery);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = deliveries.map((delivery) => `${delivery.type} ${delivery.status}`);
          reject(
            new Error(
              `No matching delivery within ${timeoutMs} ms; made: ${seen.join(', ') || 'none'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      closing.abort();
    },
  };
}
