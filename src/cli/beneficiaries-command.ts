// `npm run portal -- beneficiaries <user name>`: every version of an employee's beneficiary
// designations, newest first per plan (docs/product/coverage.md#beneficiaries), for an operator
// answering a claim or a call. Names are opened here, on the operator's terminal, never logged;
// the listing itself is audited.

import { typedDateOf } from '#domain/shared/absence-dates';
import type { Beneficiary } from '#domain/beneficiaries/beneficiary-rules';
import {
  inDesignationOrder,
  levelText,
  relationshipText,
} from '#domain/beneficiaries/beneficiary-rules';
import { openText, sealPurposes } from '#server/crypto/sealed-data';
import { findMemberOfUserName } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { memberDesignations } from '#server/db/beneficiaries-repository';
import { say } from '#server/language/say';
import type { CommandContext } from './command-context.ts';

export async function listBeneficiaries(
  args: string[],
  { db, clock, dataKeys, out }: CommandContext,
): Promise<number> {
  const [userName] = args;
  if (!userName || args.length > 1) {
    out('Usage: npm run portal -- beneficiaries <user name>');
    return 2;
  }
  const member = await findMemberOfUserName(db, userName);
  if (!member) {
    out(`No employee account has the user name ${userName}.`);
    return 1;
  }
  const versions = await memberDesignations(db, member.memberId);
  await recordAuditEvent(db, {
    action: 'beneficiaries.listed',
    accountId: member.accountId,
    details: { by: 'operator', versions: versions.length },
    at: clock.now(),
  });
  if (versions.length === 0) {
    out(`${userName} has named no beneficiary.`);
    return 0;
  }
  for (const { designation, planKind, savedByUserName } of versions) {
    const savedAt = designation.savedAt.toISOString();
    out(
      `${planKind} version ${designation.version}, saved ${typedDateOf(savedAt.slice(0, 10))} ${savedAt.slice(11, 16)} UTC by ${savedByUserName ?? designation.source}:`,
    );
    const rows = JSON.parse(
      openText(dataKeys, sealPurposes.beneficiaries, designation.rowsSealed),
    ) as Beneficiary[];
    for (const row of inDesignationOrder(rows)) {
      const born = row.dateOfBirth ? `, born ${typedDateOf(row.dateOfBirth)}` : '';
      out(
        `  ${say('en', levelText[row.level])}: ${row.fullName}, ${say('en', relationshipText[row.relationship])}, ${row.share}%${born}`,
      );
    }
  }
  return 0;
}
