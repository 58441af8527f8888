// Operator commands, independent of how the database was opened so tests can run them.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ageOn, minimumAge } from '#domain/self-service/self-service-api';
import {
  isoDateOf,
  validateClientId,
  validateDateOfBirth,
  validateEmailAddress,
  validateName,
  validatePhoneNumber,
  type FieldMessage,
} from '#domain/shared/field-rules';
import { sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { importCensus } from '#server/adapters/census-import';
import { unlockAccount } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { findClientName } from '#server/db/census-repository';
import { say } from '#server/language/say';
import {
  inviteEmployerContact,
  listOpenInvitations,
  revokeInvitation,
} from '#server/db/invitations-repository';
import { runBilling } from './billing-command.ts';
import { actOnClaim } from './claims-command.ts';
import { listBeneficiaries } from './beneficiaries-command.ts';
import type { CommandContext } from './command-context.ts';
import { runDataKeyCommand } from './data-key-command.ts';
import { runDocumentsCommand } from './documents-command.ts';
import { todayOn } from '#domain/shared/clock';

export const usage = `Usage: npm run portal -- <command>

Commands:
  unlock <user name>
      Clears the login lockout of an account (five failed logins lock it for 30 minutes).
  import-census [--check] --client <9-digit client id> --name <employer name> <file.csv>
      Imports an employer's census. Columns: first_name, last_name, date_of_birth (MM/DD/YYYY), ssn,
      zip_code, and optionally email, reserved_user_name, hire_date, annual_earnings, hours_per_week,
      supplemental_life, last_day_worked (docs/product/census.md#the-file).
      A file with any bad row imports nothing; every problem is listed with its line. With --check,
      the file is checked and what it would add, change and end is counted, changing nothing.
  invite-employer --client <9-digit client id> --first <first name> --last <last name>
      --dob <MM/DD/YYYY> --email <e-mail> --mobile "(###) ###-####" [--days 14]
      Invites an employer contact and prints the registration link. The link works once, for the
      given number of days (1 to 90). Inviting the same person (client, names, date of birth) again
      renews the invitation with a new link: the earlier one stops working.
  invitations [--client <9-digit client id>]
      Lists the open invitations: regid, client id, name, e-mail and expiry.
  revoke-invitation <regid>
      Revokes an open invitation: its link stops working.
  claims approve|deny|ask-document|ask-return-to-work|extend|pay <claim number>
      Acts as the claims system's examiner on a claim (C and 7 digits), like the claims desk of
      development: approves or denies it, asks the employee for a medical certification (due in
      15 days) or a return-to-work note (due in 30), extends the time to decide a disability
      claim by 30 days, or issues the next weekly payment (sent today, 7.65% withheld). The
      event is
      applied as if the claims system had sent it, with the employee's notice; one the claim's
      status does not allow changes nothing.
  billing issue --month <YYYY-MM>
      Issues each client's invoice for the month: a line per coverage the client buys, the
      employees of its census times the coverage's monthly rate, due on the 15th of the month
      after. A client's month issued before is left as it is: running it twice issues nothing
      twice.
  documents check [--open]
      Checks the documents' store against the database: lists by id the documents whose object
      is missing, cut short or whose key does not open, and the objects no document names. With
      --open it also reads every object whole through its cipher. Exit 0: all is well; 1: a
      document is lost; 3: no loss, but objects without a row.
  beneficiaries <user name>
      Lists every version of an employee's beneficiary designations, newest first per plan,
      with who saved each and when. The listing is audited.
  data-key rewrap [--batch-size 500]
      Seals again with DATA_KEY every value a key of PREVIOUS_DATA_KEYS sealed: documents' data
      keys (never the files), claim drafts, bank account numbers, events for the claims system,
      beneficiary designations.
      Safe while the portal runs and to run twice. Exit 0 once every value is under DATA_KEY:
      the previous keys may then go.
`;

/** Runs one command; returns the process exit code. */
export async function runCommand(args: string[], context: CommandContext): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'unlock':
      return unlock(rest, context);
    case 'import-census':
      return importCensusFile(rest, context);
    case 'invite-employer':
      return inviteEmployer(rest, context);
    case 'invitations':
      return listInvitations(rest, context);
    case 'revoke-invitation':
      return revokeOpenInvitation(rest, context);
    case 'claims':
      return actOnClaim(rest, context);
    case 'billing':
      return runBilling(rest, context);
    case 'documents':
      return runDocumentsCommand(rest, context);
    case 'data-key':
      return runDataKeyCommand(rest, context);
    case 'beneficiaries':
      return listBeneficiaries(rest, context);
    default:
      context.out(usage);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

async function unlock(args: string[], { db, clock, out }: CommandContext): Promise<number> {
  const [userName] = args;
  if (!userName || args.length > 1) {
    out('Usage: npm run portal -- unlock <user name>');
    return 2;
  }
  const account = await unlockAccount(db, userName, clock.now());
  if (!account) {
    out(`No account has the user name ${userName}.`);
    return 1;
  }
  await recordAuditEvent(db, {
    action: 'account.unlocked',
    accountId: account.id,
    details: { by: 'operator' },
    at: clock.now(),
  });
  out(`Unlocked ${userName}: it can log in again.`);
  return 0;
}

async function importCensusFile(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      client: { type: 'string' },
      name: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  const [file] = positionals;
  if (!values.client || !values.name || !file || positionals.length > 1) {
    context.out(
      'Usage: npm run portal -- import-census [--check] --client <9-digit client id> --name <employer name> <file.csv>',
    );
    return 2;
  }
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch (error) {
    context.out(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const result = await importCensus(
    context.db,
    { clientId: values.client, clientName: values.name, csv },
    { dataKey: context.hashKey, today: todayOn(context.clock), check: values.check },
  );
  if (!result.ok) {
    context.out(`Nothing was imported from ${file}: ${result.problems.length} problem(s).`);
    for (const problem of result.problems) {
      context.out(`  ${sayCensusProblem(sayEnglish, problem)}`);
    }
    return 1;
  }
  const counts = `${result.added} new, ${result.changed} changed, ${result.ended} ended, ${result.unchanged} unchanged`;
  context.out(
    result.applied
      ? `Imported ${file} for client ${values.client}: ${counts}.`
      : `Checked ${file} for client ${values.client}, nothing changed. Applied, it would make ${counts}.`,
  );
  return 0;
}

/**
 * Days an invitation link works (docs/product/self-service.md#operator-commands: invite an employer
 * contact).
 */
export const invitationDays = { default: 14, min: 1, max: 90 } as const;

const inviteUsage =
  'Usage: npm run portal -- invite-employer --client <9-digit client id> --first <first name> --last <last name> --dob <MM/DD/YYYY> --email <e-mail> --mobile "(###) ###-####" [--days 14]';

/** parseArgs throws on an unknown option or a stray argument: bad input, answered with the usage. */
function parseOptions<const Names extends string>(
  args: string[],
  names: readonly Names[],
): Partial<Record<Names, string>> | Error {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    });
    return values as Partial<Record<Names, string>>;
  } catch (error) {
    return error as Error;
  }
}

function daysProblem(value: string | undefined): string | null {
  if (value === undefined) return null;
  const days = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return days >= invitationDays.min && days <= invitationDays.max
    ? null
    : `Give a whole number of days from ${invitationDays.min} to ${invitationDays.max}.`;
}

/** Times in operator output: UTC to the minute, the same on every machine. */
function formatTime(time: Date): string {
  return `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

async function inviteEmployer(
  args: string[],
  { db, clock, publicUrl, out }: CommandContext,
): Promise<number> {
  const options = parseOptions(args, [
    'client',
    'first',
    'last',
    'dob',
    'email',
    'mobile',
    'days',
  ] as const);
  if (options instanceof Error) {
    out(options.message);
    out(inviteUsage);
    return 2;
  }
  // A stray space from quoting in the shell is not worth a refusal.
  const value = (name: Exclude<keyof typeof options, 'days'>) => options[name]?.trim() ?? '';
  const input = {
    clientId: value('client'),
    firstName: value('first'),
    lastName: value('last'),
    dateOfBirth: value('dob'),
    email: value('email'),
    mobilePhone: value('mobile'),
  };
  const now = clock.now();
  const today = todayOn(clock);
  let clientName: string | undefined;
  // The operator reads English: the field rules' messages in it (src/server/language/say.ts).
  const english = (message: FieldMessage) => message && say('en', message);
  let clientProblem = english(validateClientId(input.clientId));
  if (!clientProblem) {
    clientName = await findClientName(db, input.clientId);
    if (!clientName) clientProblem = unknownClient(input.clientId);
  }
  const checks: [string, string | null][] = [
    ['--client', clientProblem],
    ['--first', english(validateName(input.firstName, 'firstName'))],
    ['--last', english(validateName(input.lastName, 'lastName'))],
    [
      '--dob',
      english(validateDateOfBirth(input.dateOfBirth, today)) ??
        adultProblem(input.dateOfBirth, today),
    ],
    ['--email', english(validateEmailAddress(input.email))],
    ['--mobile', english(validatePhoneNumber(input.mobilePhone))],
    ['--days', daysProblem(options.days)],
  ];
  const problems = checks.filter((check): check is [string, string] => check[1] !== null);
  if (problems.length > 0) return refuseInvitation(problems, out);

  const days = options.days === undefined ? invitationDays.default : Number(options.days);
  const result = await db.transaction(async (tx) => {
    const invitation = await inviteEmployerContact(
      tx,
      { ...input, dateOfBirth: isoDateOf(input.dateOfBirth) },
      { now, days },
    );
    if (invitation.status === 'invited') {
      await recordAuditEvent(tx, {
        action: invitation.renewed ? 'invitation.renewed' : 'invitation.created',
        details: {
          by: 'operator',
          contactId: invitation.contactId,
          clientId: input.clientId,
          expiresAt: invitation.expiresAt.toISOString(),
        },
        at: now,
      });
    }
    return invitation;
  });
  const who = `${input.firstName} ${input.lastName} of client ${input.clientId} (${clientName})`;
  if (result.status === 'error') {
    // Checked above; only a client removed meanwhile gets here.
    if (result.error === 'unknownClient') {
      return refuseInvitation([['--client', unknownClient(input.clientId)]], out);
    }
    out(`${who} already has an employer account: they log in, or reset their password.`);
    return 1;
  }
  out(
    result.renewed
      ? `Renewed the invitation of ${who}: the earlier link no longer works.`
      : `Invited ${who}.`,
  );
  out(`Registration link: ${publicUrl}/auth/employers/registration?regid=${result.regid}`);
  out(`It works once, until ${formatTime(result.expiresAt)}.`);
  return 0;
}

/** Bad input: every problem with the option it concerns, and exit code 2. */
function refuseInvitation(problems: [string, string][], out: (line: string) => void): number {
  out(`No invitation was created: ${problems.length} problem(s).`);
  for (const [option, message] of problems) out(`  ${option}: ${message}`);
  return 2;
}

// Registration refuses anyone younger (AGEELIGIBILITYFAILED): such a link could never be used.
function adultProblem(dateOfBirth: string, today: string): string | null {
  return ageOn(dateOfBirth, today) < minimumAge
    ? `The contact must be at least ${minimumAge} years old to register.`
    : null;
}

function unknownClient(clientId: string): string {
  return `No client has the id ${clientId}: import its census first.`;
}

async function listInvitations(
  args: string[],
  { db, clock, out }: CommandContext,
): Promise<number> {
  const options = parseOptions(args, ['client'] as const);
  if (options instanceof Error) {
    out(options.message);
    out('Usage: npm run portal -- invitations [--client <9-digit client id>]');
    return 2;
  }
  const clientId = options.client;
  const clientProblem = clientId === undefined ? null : validateClientId(clientId);
  if (clientProblem) {
    out(`--client: ${say('en', clientProblem)}`);
    return 2;
  }
  const invitations = await listOpenInvitations(db, clock.now(), { clientId });
  if (invitations.length === 0) {
    out(clientId ? `No open invitations for client ${clientId}.` : 'No open invitations.');
    return 0;
  }
  for (const invitation of invitations) {
    out(
      [
        invitation.regid,
        invitation.clientId,
        `${invitation.firstName} ${invitation.lastName}`,
        invitation.email,
        `until ${formatTime(invitation.expiresAt)}`,
      ].join('  '),
    );
  }
  return 0;
}

async function revokeOpenInvitation(
  args: string[],
  { db, clock, out }: CommandContext,
): Promise<number> {
  const [regid] = args;
  if (!regid || args.length > 1) {
    out('Usage: npm run portal -- revoke-invitation <regid>');
    return 2;
  }
  const now = clock.now();
  const contact = await db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, regid, now);
    if (revoked) {
      await recordAuditEvent(tx, {
        action: 'invitation.revoked',
        details: { by: 'operator', contactId: revoked.id, clientId: revoked.clientId },
        at: now,
      });
    }
    return revoked;
  });
  if (!contact) {
    out(`No open invitation has the regid ${regid}.`);
    return 1;
  }
  out(
    `Revoked the invitation of ${contact.firstName} ${contact.lastName} of client ${contact.clientId}: its link no longer works.`,
  );
  return 0;
}
