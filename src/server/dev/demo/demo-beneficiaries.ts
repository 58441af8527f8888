// John Roe's beneficiaries (docs/product/coverage.md#demo-data), a contract: 'Ann Roe', 'Spouse',
// 100%, primary, on both of his life plans, as the first version of each, saved with the demo.

import { randomUUID } from 'node:crypto';
import type { Beneficiary } from '#domain/beneficiaries/beneficiary-rules';
import { type DataKeys, sealPurposes, sealText } from '#server/crypto/sealed-data';
import { insertDesignations } from '#server/db/beneficiaries-repository';
import type { Database } from '#server/db/client';
import { clientPlans } from '#server/db/coverage-repository';

const johnsBeneficiaries: Beneficiary[] = [
  { fullName: 'Ann Roe', relationship: 'spouse', dateOfBirth: null, share: 100, level: 'primary' },
];

export async function loadDemoBeneficiaries(
  db: Database,
  john: { memberId: string; clientId: string },
  { sealKeys, now }: { sealKeys: DataKeys; now: Date },
): Promise<void> {
  const plans = await clientPlans(db, john.clientId);
  const rowsSealed = sealText(
    sealKeys,
    sealPurposes.beneficiaries,
    JSON.stringify(johnsBeneficiaries),
  );
  const saveId = randomUUID();
  await insertDesignations(
    db,
    plans
      .filter(
        (plan) => plan.formula.kind === 'basic-life' || plan.formula.kind === 'supplemental-life',
      )
      .map((plan) => ({
        memberId: john.memberId,
        planId: plan.id,
        version: 1,
        rowsSealed,
        rowCount: johnsBeneficiaries.length,
        savedAt: now,
        savedBy: null,
        source: 'demo data',
        saveId,
      })),
  );
}
