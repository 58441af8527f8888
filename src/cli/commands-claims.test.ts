// The claims desk's operator commands: a payment, a document request, approving and denying,
// as the claims system would send them.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { testEngines } from '#tests/support/test-database';
import { findClaimForEvent } from '#server/db/claims-system-repository';
import { listMessages } from '#server/db/outbox-repository';
import { claimPayments, documentRequests } from '#server/db/schema/claims';
import { operatorCommandsKit, publicUrl } from '#tests/support/operator-commands-kit';
import { runCommand } from './commands.ts';

describe.each(testEngines)('operator commands on %s', (engine) => {
  const kit = operatorCommandsKit(engine, runCommand);
  const { output, run } = kit;

  describe("the claims desk's commands", () => {
    const eventLine = /^Event [0-9a-f-]{36} for (C\d{7}): (.*)$/;
    const claimOf = async (claimNumber: string) => {
      const claim = await findClaimForEvent(kit.portal.database.db, claimNumber);
      if (!claim) throw new Error(`${claimNumber} is missing`);
      return claim;
    };

    it("issues John's next weekly payment, as the claims system would, with his notice", async () => {
      expect(await run('claims', 'pay', 'C1000001'), output.join('\n')).toBe(0);
      expect(eventLine.exec(output[0] ?? '')?.slice(1)).toEqual([
        'C1000001',
        expect.stringMatching(
          /^claim\.payment [0-9a-f-]{36} for 11\/12\/2026 to 11\/18\/2026: gross \$1,200\.00, deductions \$91\.80, sent 11\/22\/2026$/,
        ),
      ]);
      expect(output[1]).toBe('Applied.');
      const claim = await claimOf('C1000001');
      const payments = await kit.portal.database.db
        .select()
        .from(claimPayments)
        .where(eq(claimPayments.claimId, claim.id));
      expect(payments).toContainEqual(
        expect.objectContaining({
          periodStart: '2026-11-12',
          grossCents: 120_000,
          deductionsCents: 9_180,
          netCents: 110_820,
          status: 'sent',
        }),
      );
      const [notice] = await listMessages(kit.portal.database.db, {
        to: 'john.roe@example.com',
        limit: 1,
      });
      expect(notice?.text).toContain('A payment of $1,108.20 was sent to you.');
      expect(notice?.text).toContain(`${publicUrl}/auth/employee-benefits/claims/C1000001`);
    });

    it('asks for a medical certification, due in 15 days', async () => {
      expect(await run('claims', 'ask-document', 'C1000002')).toBe(0);
      expect(output[0]).toMatch(
        /: claim\.document-requested medical-certification on 11\/22\/2026$/,
      );
      const claim = await claimOf('C1000002');
      const requests = await kit.portal.database.db
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.claimId, claim.id));
      expect(requests).toContainEqual(
        expect.objectContaining({ requestedOn: '2026-11-22', dueOn: '2026-12-07' }),
      );
    });

    it('asks for a return-to-work note, due in 30 days', async () => {
      expect(await run('claims', 'ask-return-to-work', 'C1000001')).toBe(0);
      expect(output[0]).toMatch(/: claim\.document-requested return-to-work on 11\/22\/2026$/);
      const claim = await claimOf('C1000001');
      const requests = await kit.portal.database.db
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.claimId, claim.id));
      expect(requests).toContainEqual(
        expect.objectContaining({
          documentType: 'return-to-work',
          requestedOn: '2026-11-22',
          dueOn: '2026-12-22',
        }),
      );
    });

    it('approves and denies claims the status allows, and refuses the others with 1', async () => {
      const memberId = await memberIdOf(kit.portal.database.db, 'jroe2024');
      await insertTestClaim(kit.portal.database.db, memberId, {
        claimNumber: 'C1000201',
        status: 'submitted',
      });
      await insertTestClaim(kit.portal.database.db, memberId, {
        claimNumber: 'C1000202',
        status: 'in-review',
      });
      expect(await run('claims', 'approve', 'C1000201')).toBe(0);
      expect(output[0]).toMatch(/: claim\.status approve$/);
      expect((await claimOf('C1000201')).status).toBe('approved');
      expect(await run('claims', 'deny', 'C1000202')).toBe(0);
      expect((await claimOf('C1000202')).status).toBe('denied');

      expect(await run('claims', 'approve', 'C1000201')).toBe(1);
      expect(output[1]).toBe(
        "Refused (409 CONFLICT): A claim that is Approved does not take 'approve'.",
      );
      expect(await run('claims', 'deny', 'C9999999')).toBe(1);
      expect(output[1]).toBe('Refused (404 NOT_FOUND): There is no claim with this number.');
    });

    it('answers 2 and the usage to anything else', async () => {
      const usageLine =
        'Usage: npm run portal -- claims approve|deny|ask-document|ask-return-to-work|extend|pay <claim number>';
      for (const args of [
        [],
        ['approve'],
        ['close', 'C1000001'],
        ['approve', 'C1000001', 'C1000002'],
      ]) {
        expect(await run('claims', ...args)).toBe(2);
        expect(output).toEqual([usageLine]);
      }
      expect(await run('claims', 'pay', '1000001')).toBe(2);
      expect(output).toEqual(['1000001 is not a claim number: C and 7 digits, like C1000001.']);
    });
  });
});
