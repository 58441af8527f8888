// The operator's list of an employee's beneficiary designations: every version, newest first per
// plan, audited; and the data-key rewrap seals them again like the other sealed values.

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import { operatorCommandsKit } from '#tests/support/operator-commands-kit';
import { auditEvents } from '#server/db/schema/audit-events';
import { runCommand } from './commands.ts';

describe.each(testEngines)('the beneficiaries command on %s', (engine) => {
  const kit = operatorCommandsKit(engine, runCommand);
  const { output, run } = kit;

  it("lists John's designations as the demo saved them, and audits the listing", async () => {
    expect(await run('beneficiaries', 'jroe2024'), output.join('\n')).toBe(0);
    expect(output).toEqual([
      'basic-life version 1, saved 11/22/2026 15:00 UTC by demo data:',
      '  Primary: Ann Roe, Spouse, 100%',
      'supplemental-life version 1, saved 11/22/2026 15:00 UTC by demo data:',
      '  Primary: Ann Roe, Spouse, 100%',
    ]);
    const [listed] = await kit.portal.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'beneficiaries.listed'));
    expect(listed?.details).toEqual({ by: 'operator', versions: 2 });
  });

  it('says so for an account without any, and for a user name nobody has', async () => {
    expect(await run('beneficiaries', 'llocked')).toBe(0);
    expect(output).toEqual(['llocked has named no beneficiary.']);
    expect(await run('beneficiaries', 'nobody-here')).toBe(1);
    expect(output).toEqual(['No employee account has the user name nobody-here.']);
    expect(await run('beneficiaries')).toBe(2);
  });
});
