// The employer dashboard's counts are a row per client that triggers on `claims` keep (migration
// 0010, decision 0028). These hold the row to a count of the claims themselves after every kind
// of write, and the triggers' SQL to the open statuses of the domain, on both engines.

import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openClaimStatuses } from '#domain/shared/claim-terms';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import { type DatabaseHandle, rowsOf } from '#server/db/client';
import { countOpenClaims } from '#server/db/employer-claims-repository';
import { claims, clientClaimCounts, openClaim } from '#server/db/schema/claims';
import { loadDemoData } from '#server/dev/demo/demo-data';
import { createTestDatabase, testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { TestClock } from '#tests/support/test-clock';

describe.each(testEngines)('the counts of open claims per client on %s', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const hasher = await createPasswordHasher({ concurrency: 1, queue: 4 });
    await loadDemoData(handle.db, {
      dataKey: testSecrets.DATA_KEY,
      sealKeys: testSecrets.DATA_KEY,
      clock: new TestClock(),
      hasher,
    });
  });
  afterAll(() => handle.close());

  /** What the dashboard counted before the row existed: the claims themselves. */
  async function countedFromClaims() {
    const rows = await handle.db
      .select({
        clientId: claims.clientId,
        openClaims: sql<number>`(count(*) filter (where ${claims.kind} = 'disability'))::int`,
        openLeave: sql<number>`(count(*) filter (where ${claims.kind} = 'leave'))::int`,
        statementsDue: sql<number>`(count(*) filter (where ${claims.employerStatementAt} is null))::int`,
      })
      .from(claims)
      .where(openClaim(claims.status))
      .groupBy(claims.clientId);
    return new Map(rows.map(({ clientId, ...counts }) => [clientId, counts]));
  }

  async function expectCountsOfClaims() {
    const counted = await countedFromClaims();
    const clientIds = (await handle.db.selectDistinct({ id: claims.clientId }).from(claims)).map(
      (row) => row.id,
    );
    expect(clientIds.length).toBeGreaterThan(0);
    for (const clientId of clientIds) {
      expect(await countOpenClaims(handle.db, clientId)).toEqual(
        counted.get(clientId) ?? { openClaims: 0, openLeave: 0, statementsDue: 0 },
      );
    }
  }

  it('starts from the demo data with the open claims counted', async () => {
    const counted = await countedFromClaims();
    expect([...counted.values()].some((counts) => counts.openClaims > 0)).toBe(true);
    await expectCountsOfClaims();
  });

  it('follows inserts, status changes, statements, kinds and deletes, one row or many', async () => {
    const demo = await handle.db.select().from(claims);
    const copies = demo.map((claim, index) => ({
      ...claim,
      id: randomUUID(),
      claimNumber: `C${9_000_001 + index}`,
      idempotencyKey: randomUUID(),
    }));
    await handle.db.insert(claims).values(copies);
    await expectCountsOfClaims();

    const numbers = copies.map((claim) => claim.claimNumber);
    const [first, second, third] = numbers;
    await handle.db.update(claims).set({ status: 'closed' }).where(eq(claims.claimNumber, first!));
    await handle.db
      .update(claims)
      .set({ status: 'submitted', employerStatementAt: null })
      .where(inArray(claims.claimNumber, numbers.slice(1)));
    await expectCountsOfClaims();

    await handle.db
      .update(claims)
      .set({ employerStatementAt: new Date() })
      .where(eq(claims.claimNumber, second!));
    await handle.db.update(claims).set({ kind: 'leave' }).where(eq(claims.claimNumber, third!));
    await handle.db.update(claims).set({ updatedAt: new Date() });
    await expectCountsOfClaims();

    await handle.db.delete(claims).where(inArray(claims.claimNumber, numbers.slice(0, 2)));
    await expectCountsOfClaims();
    await handle.db.delete(claims).where(inArray(claims.claimNumber, numbers));
    await expectCountsOfClaims();
  });

  it('keeps no count that a rolled-back write made', async () => {
    const before = await countedFromClaims();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(claims).set({ status: 'denied' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countedFromClaims()).toEqual(before);
    await expectCountsOfClaims();
  });

  it('counts exactly the statuses the domain calls open', async () => {
    const [definition] = rowsOf(
      await handle.db.execute(
        sql`select pg_get_functiondef('client_claim_counts_move'::regproc) as source`,
      ),
    );
    const lists = [...String(definition?.source ?? '').matchAll(/"status" IN \(([^)]*)\)/g)].map(
      (match) => (match[1] ?? '').split(',').map((code) => code.trim().replace(/'/g, '')),
    );
    expect(lists).toHaveLength(4);
    for (const list of lists) expect(list).toEqual([...openClaimStatuses]);
  });

  it('empties with the claims', async () => {
    await handle.db.execute(sql`truncate claims cascade`);
    expect(await handle.db.select().from(clientClaimCounts)).toEqual([]);
  });
});
