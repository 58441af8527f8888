// Seeds the end-to-end database and exits: the demo data plus accounts, census rows and a
// claim only the tests use.
// A process of its own, so the embedded database's memory goes with it before the server starts.
// Usage: node --import tsx tests/support/e2e-seed.ts <embedded data folder | postgres:// URL>

import { hash } from '@node-rs/argon2';
import { addMonthsTo, monthOf } from '#domain/billing/invoice';
import { systemClock, todayOn } from '#domain/shared/clock';
import { importCensus } from '#server/adapters/census-import';
import { argon2idOptions, createPasswordHasher } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { openDatabase } from '#server/db/client';
import { demoBilledClients } from '#server/dev/demo/demo-billing';
import { demoPassword, loadDemoData } from '#server/dev/demo/demo-data';
import { issueClientInvoice } from '#server/flows/billing/billing-run';
import { insertTestClaim, memberIdOf } from './claim-fixtures.ts';
import {
  e2eAccounts,
  e2eBillMonthsBack,
  e2eCensus,
  e2eClaim,
  e2eDeniedClaim,
  e2eKeyboardBillMonthsBack,
  e2eUndecidedClaim,
} from './e2e-accounts.ts';
import { testSecrets } from './test-secrets.ts';
import { claimEvents } from '#server/db/schema/claims';

async function seed(target: string) {
  const database = await openDatabase(
    target.startsWith('postgres')
      ? { engine: 'postgres', url: target, poolSize: 2 }
      : { engine: 'pglite', dataDir: target },
  );
  const hasher = await createPasswordHasher({ concurrency: 2, queue: 10 });
  await loadDemoData(database.db, {
    dataKey: testSecrets.DATA_KEY,
    sealKeys: testSecrets.DATA_KEY,
    clock: systemClock(),
    hasher,
  });
  // Through the operator's import, as a census file would come: it adds to the demo census.
  const census = await importCensus(database.db, e2eCensus, {
    dataKey: testSecrets.DATA_KEY,
    today: todayOn(systemClock()),
  });
  if (!census.ok) {
    throw new Error(`The end-to-end census does not import: ${JSON.stringify(census.problems)}`);
  }
  const passwordHash = await hash(demoPassword, argon2idOptions);
  for (const [index, [key, account]] of Object.entries(e2eAccounts).entries()) {
    await insertAccount(database.db, {
      userName: account.userName,
      passwordHash,
      role: account.side === 'employers' ? 'employer' : 'employee',
      firstName: 'E2E',
      lastName: key,
      isTest: key === 'test',
      // Where 'Confirm it's you' sends its code: e-mail for employees, SMS for employers.
      email: `${account.userName}@e2e.example`,
      phone: `(555) 010-000${index}`,
    });
  }
  // A claim of John's of the tests' own, so the documents spec needs no demo claim.
  await insertTestClaim(database.db, await memberIdOf(database.db, 'jroe2024'), e2eClaim);
  // And one denied three days ago, for the appeal spec.
  const deniedAt = new Date(systemClock().now().getTime() - 3 * 86_400_000);
  const deniedId = await insertTestClaim(database.db, await memberIdOf(database.db, 'jroe2024'), {
    ...e2eDeniedClaim,
    createdAt: new Date(deniedAt.getTime() - 20 * 86_400_000),
  });
  await database.db
    .insert(claimEvents)
    .values({ claimId: deniedId, at: deniedAt, status: 'denied', text: 'Denied' });
  // And one in review, received today, whose decision the claims desk spec extends.
  await insertTestClaim(database.db, await memberIdOf(database.db, 'jroe2024'), e2eUndecidedClaim);
  // Bills of Acme's that only the billing and the keyboard specs pay, past due (after the census
  // grew: 5).
  const now = systemClock().now();
  for (const monthsBack of [e2eBillMonthsBack, e2eKeyboardBillMonthsBack]) {
    const billMonth = addMonthsTo(monthOf(todayOn(systemClock())), -monthsBack);
    await issueClientInvoice(database.db, demoBilledClients.acme, billMonth, { at: now });
  }
  await database.close();
}

const [target] = process.argv.slice(2);
if (!target) {
  process.stderr.write('Usage: e2e-seed.ts <embedded data folder | postgres:// URL>\n');
  process.exit(2);
}
seed(target).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Seeding the end-to-end database failed: ${String(error)}\n`);
    process.exit(1);
  },
);
