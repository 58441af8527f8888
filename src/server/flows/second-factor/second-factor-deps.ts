// What the second step and the security page take (docs/product/second-factor.md).

import type { Clock } from '#domain/shared/clock';
import type { Side } from '#domain/shared/sides';
import type { Database } from '#server/db/client';
import type { FlowMetrics } from '#server/plugins/metrics';
import type { KeyRing } from '#server/crypto/sealed-data';
import type { DeviceCookieOptions } from './device-cookie.ts';

export interface SecondFactorDeps {
  db: Database;
  clock: Clock;
  /** Keys the hashes of one-time codes, recovery codes and failure counters (HASH_KEY). */
  hashKey: string;
  /** Seals an authenticator app's secret (DATA_KEY and the ring). */
  dataKeys: KeyRing;
  brandName: string;
  /** The support number every notice ends with. */
  phone: string;
  /** Where a side's sign-in lands once confirmed: its account page. */
  homeUrls: Record<Side, string>;
  /** 'Sign-in and security' of a side: where an account that owes a factor goes. */
  securityUrl(side: Side): string;
  /** An employer must enrol a factor (REQUIRE_SECOND_FACTOR_EMPLOYERS). */
  requireForEmployers: boolean;
  /** The relying party of passkeys: its id (the host) and the origins its pages have. */
  webauthn: { rpId: string; rpName: string; origins: string[] };
  device: DeviceCookieOptions;
  /** Called after a message was queued, so the dispatcher sends it at once. */
  messageQueued(): void;
  metrics: FlowMetrics;
}
