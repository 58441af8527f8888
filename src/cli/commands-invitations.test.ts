// The operator's employer invitations: invite-employer and the link it prints, renewal,
// expiry, single use, revoke-invitation and the list of open invitations.

import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '#tests/support/test-clock';
import { testEngines } from '#tests/support/test-database';
import type { Clock } from '#domain/shared/clock';
import { upsertClient } from '#server/db/census-repository';
import { findOpenInvitation, markInvitationUsed } from '#server/db/invitations-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { demoInvitations } from '#server/dev/demo/demo-data';
import { operatorCommandsKit, publicUrl } from '#tests/support/operator-commands-kit';
import { runCommand } from './commands.ts';

const linkPattern =
  /^Registration link: https:\/\/benefits\.example\.com\/auth\/employers\/registration\?regid=([0-9a-f-]{36})$/;

/** The invite-employer arguments of a good invitation, with some changed. */
function inviteArgs(client: string, changes: Record<string, string> = {}): string[] {
  const options: Record<string, string> = {
    client,
    first: 'Chris',
    last: 'Contact',
    dob: '04/12/1980',
    email: 'chris.contact@hooli.example.com',
    mobile: '(415) 555-0142',
    ...changes,
  };
  return ['invite-employer', ...Object.entries(options).flatMap(([name, v]) => [`--${name}`, v])];
}

describe.each(testEngines)('operator commands on %s', (engine) => {
  const kit = operatorCommandsKit(engine, runCommand);
  const { output, run, runAt } = kit;

  /** Runs invite-employer, expects it to succeed, and answers the regid of the printed link. */
  const invite = async (args: string[], clock: Clock = kit.portal.clock) => {
    expect(await runAt(clock, ...args), output.join('\n')).toBe(0);
    const regid = linkPattern.exec(output[1] ?? '')?.[1];
    if (!regid) throw new Error(`No registration link in: ${output.join('\n')}`);
    return regid;
  };
  const open = (regid: string, at = kit.portal.clock.now()) =>
    findOpenInvitation(kit.portal.database.db, regid, at);
  const lastAuditEvent = async (action: string) => {
    const [event] = await kit.portal.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return event;
  };

  // Each invitation test has an employer of its own, so lists show only its invitations.
  const employers = {
    '300000001': 'Hooli',
    '300000002': 'Initrode',
    '300000003': 'Vandelay Industries',
    '300000004': 'Wonka Industries',
    '300000005': 'Stark Industries',
    '300000006': 'Tyrell',
    '300000007': 'Cyberdyne',
    '300000008': 'Soylent',
    '300000009': 'Umbrella',
    '300000010': 'Oscorp',
  };

  beforeAll(async () => {
    for (const [clientId, name] of Object.entries(employers)) {
      await upsertClient(kit.portal.database.db, { clientId, name });
    }
  });

  describe('employer invitations', () => {
    it('invites a contact and prints a link whose regid opens their invitation for 14 days', async () => {
      const regid = await invite(inviteArgs('300000001'));
      expect(output).toEqual([
        'Invited Chris Contact of client 300000001 (Hooli).',
        `Registration link: ${publicUrl}/auth/employers/registration?regid=${regid}`,
        'It works once, until 2026-12-06 15:00 UTC.',
      ]);
      const contact = await open(regid);
      expect(contact).toEqual({
        id: expect.any(String),
        clientId: '300000001',
        firstName: 'Chris',
        lastName: 'Contact',
        email: 'chris.contact@hooli.example.com',
        mobilePhone: '(415) 555-0142',
      });
      const event = await lastAuditEvent('invitation.created');
      expect(event?.details).toEqual({
        by: 'operator',
        contactId: contact?.id,
        clientId: '300000001',
        expiresAt: '2026-12-06T15:00:00.000Z',
      });
      expect(JSON.stringify(event)).not.toMatch(/1980|04\/12/);
    });

    it.each([
      ['1', 'One', '2026-11-23 15:00 UTC'],
      ['90', 'Ninety', '2027-02-20 15:00 UTC'],
    ])('accepts --days %s', async (days, first, until) => {
      const regid = await invite(inviteArgs('300000010', { first, days }));
      expect(output[2]).toBe(`It works once, until ${until}.`);
      expect(await open(regid)).toBeDefined();
    });

    it('refuses bad input with every problem and its option, and stores nothing', async () => {
      const args = inviteArgs('300000004', {
        first: 'R2D2',
        last: ' ',
        dob: '02/30/1980',
        email: 'chris@hooli',
        mobile: '415-555-0142',
        days: '91',
      });
      expect(await run(...args)).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 6 problem(s).',
        '  --first: Please enter a valid first name.',
        '  --last: Please enter a valid last name.',
        '  --dob: Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
        '  --email: Please enter a valid email address.',
        '  --mobile: Please enter a valid mobile phone number.',
        '  --days: Give a whole number of days from 1 to 90.',
      ]);
      expect(await run('invitations', '--client', '300000004')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000004.']);
    });

    it('requires every field', async () => {
      expect(await run('invite-employer')).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 6 problem(s).',
        '  --client: Please enter a valid Client ID.',
        '  --first: Please enter a valid first name.',
        '  --last: Please enter a valid last name.',
        '  --dob: Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
        '  --email: Please enter a valid email address.',
        '  --mobile: Please enter a valid mobile phone number.',
      ]);
    });

    it.each(['30000000', '3000000011', '30000000A'])('refuses the client id %s', async (client) => {
      expect(await run(...inviteArgs(client))).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 1 problem(s).',
        '  --client: Please enter a valid Client ID.',
      ]);
    });

    it('refuses a client no census created', async () => {
      expect(await run(...inviteArgs('399999999'))).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 1 problem(s).',
        '  --client: No client has the id 399999999: import its census first.',
      ]);
    });

    it.each(['(415)555-0142', '(415) 555-014', '415 555 0142', '(415) 555-01422'])(
      'refuses the mobile phone %j, which is not (###) ###-####',
      async (mobile) => {
        expect(await run(...inviteArgs('300000004', { mobile }))).toBe(2);
        expect(output).toEqual([
          'No invitation was created: 1 problem(s).',
          '  --mobile: Please enter a valid mobile phone number.',
        ]);
      },
    );

    it.each(['0', '91', '1.5', 'two', ''])('refuses --days %j', async (days) => {
      expect(await run(...inviteArgs('300000004', { days }))).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 1 problem(s).',
        '  --days: Give a whole number of days from 1 to 90.',
      ]);
    });

    it.each(['11/22/2026', '01/01/2030'])(
      'refuses the date of birth %s, not in the past',
      async (dob) => {
        expect(await run(...inviteArgs('300000004', { dob }))).toBe(2);
        expect(output[1]).toBe(
          '  --dob: Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
        );
      },
    );

    it('refuses a contact too young to register', async () => {
      expect(await run(...inviteArgs('300000004', { dob: '11/23/2008' }))).toBe(2);
      expect(output).toEqual([
        'No invitation was created: 1 problem(s).',
        '  --dob: The contact must be at least 18 years old to register.',
      ]);
      await invite(inviteArgs('300000010', { first: 'Eighteen', dob: '11/22/2008' }));
    });

    it('answers an unknown option or a stray argument with the usage', async () => {
      expect(await run(...inviteArgs('300000004'), '--phone', '(415) 555-0142')).toBe(2);
      expect(output[1]).toMatch(/^Usage: npm run portal -- invite-employer --client/);
      expect(await run(...inviteArgs('300000004'), 'extra')).toBe(2);
      expect(output[1]).toMatch(/^Usage: npm run portal -- invite-employer --client/);
      expect(await run('invitations', '--client', '300000004')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000004.']);
    });

    it('refuses a contact who already registered', async () => {
      const alex = { first: 'Alex', last: 'Admin', dob: '08/20/1965' };
      expect(await run(...inviteArgs('100000001', alex))).toBe(1);
      expect(output).toEqual([
        'Alex Admin of client 100000001 (Acme Manufacturing) already has an employer account: they log in, or reset their password.',
      ]);
    });

    it('lists the open invitations of one client, one per line, by name', async () => {
      const baker = await invite(
        inviteArgs('300000002', {
          first: 'Blake',
          last: 'Baker',
          email: 'bb@initrode.example.com',
        }),
      );
      const avery = await invite(
        inviteArgs('300000002', {
          first: 'Ana',
          last: 'Avery',
          email: 'aa@initrode.example.com',
          days: '30',
        }),
      );
      const other = await invite(inviteArgs('300000003'));
      expect(await run('invitations', '--client', '300000002')).toBe(0);
      expect(output).toEqual([
        `${avery}  300000002  Ana Avery  aa@initrode.example.com  until 2026-12-22 15:00 UTC`,
        `${baker}  300000002  Blake Baker  bb@initrode.example.com  until 2026-12-06 15:00 UTC`,
      ]);
      expect(await run('invitations')).toBe(0);
      expect(output).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^${avery}  300000002 `)),
          expect.stringMatching(new RegExp(`^${other}  300000003 `)),
        ]),
      );
      expect(await run('invitations', '--client', '300000009')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000009.']);
      expect(await run('invitations', '--client', '3000000')).toBe(2);
      expect(output).toEqual(['--client: Please enter a valid Client ID.']);
    });

    it('lists the demo invitations of docs/product/demo-data.md', async () => {
      expect(await run('invitations', '--client', '100000001')).toBe(0);
      expect(output).toEqual([
        `${demoInvitations.pat}  100000001  Pat Employer  pat.employer@acme.example  until 2999-01-01 00:00 UTC`,
      ]);
      expect(await open(demoInvitations.pat)).toMatchObject({
        firstName: 'Pat',
        lastName: 'Employer',
      });
      expect(await run('invitations', '--client', '100000002')).toBe(0);
      expect(output).toEqual([
        `${demoInvitations.casey}  100000002  Casey Contact  casey.contact@example.com  until 2999-01-01 00:00 UTC`,
      ]);
      expect(await open(demoInvitations.casey)).toMatchObject({
        firstName: 'Casey',
        lastName: 'Contact',
      });
    });

    it('renews the invitation of the same contact with a new regid: the old link no longer opens', async () => {
      const first = await invite(inviteArgs('300000005'));
      const contact = await open(first);
      // The same person however the names are written (docs/product/self-service.md#identity-proofing), with new devices.
      const renewed = await invite(
        inviteArgs('300000005', {
          first: ' CHRIS',
          last: 'contact',
          email: 'chris@stark.example.com',
          mobile: '(212) 555-0199',
          days: '7',
        }),
      );
      expect(output[0]).toBe(
        'Renewed the invitation of CHRIS contact of client 300000005 (Stark Industries): the earlier link no longer works.',
      );
      expect(renewed).not.toBe(first);
      expect(await open(first)).toBeUndefined();
      expect(await open(renewed)).toEqual({
        ...contact,
        email: 'chris@stark.example.com',
        mobilePhone: '(212) 555-0199',
      });
      expect((await lastAuditEvent('invitation.renewed'))?.details).toMatchObject({
        contactId: contact?.id,
        expiresAt: '2026-11-29T15:00:00.000Z',
      });
      expect(await run('invitations', '--client', '300000005')).toBe(0);
      expect(output).toEqual([
        `${renewed}  300000005  Chris Contact  chris@stark.example.com  until 2026-11-29 15:00 UTC`,
      ]);
      // Another date of birth is another person: a second invitation, not a renewal.
      const namesake = await invite(inviteArgs('300000005', { dob: '04/13/1980' }));
      expect(output[0]).toBe('Invited Chris Contact of client 300000005 (Stark Industries).');
      expect((await open(namesake))?.id).not.toBe(contact?.id);
      expect(await open(renewed)).toBeDefined();
    });

    it('does not find or list an expired invitation', async () => {
      const clock = new TestClock();
      const regid = await invite(inviteArgs('300000006', { days: '1' }), clock);
      clock.advanceMinutes(24 * 60 - 1);
      expect(await open(regid, clock.now())).toBeDefined();
      expect(await runAt(clock, 'invitations', '--client', '300000006')).toBe(0);
      expect(output).toHaveLength(1);
      clock.advanceMinutes(1);
      expect(await open(regid, clock.now())).toBeUndefined();
      expect(await runAt(clock, 'invitations', '--client', '300000006')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000006.']);
      expect(await runAt(clock, 'revoke-invitation', regid)).toBe(1);
    });

    it('opens an invitation once: a used one is not found, listed, revoked or used again', async () => {
      const regid = await invite(inviteArgs('300000007'));
      const contact = await open(regid);
      if (!contact) throw new Error('The invitation is not open');
      const db = kit.portal.database.db;
      expect(await markInvitationUsed(db, contact.id, kit.portal.clock.now())).toBe(true);
      expect(await open(regid)).toBeUndefined();
      expect(await markInvitationUsed(db, contact.id, kit.portal.clock.now())).toBe(false);
      expect(await run('invitations', '--client', '300000007')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000007.']);
      expect(await run('revoke-invitation', regid)).toBe(1);
      expect(output).toEqual([`No open invitation has the regid ${regid}.`]);
    });

    it('revokes an open invitation: its regid then looks unknown and cannot be used', async () => {
      const regid = await invite(inviteArgs('300000008'));
      const contact = await open(regid);
      expect(await run('revoke-invitation', regid)).toBe(0);
      expect(output).toEqual([
        'Revoked the invitation of Chris Contact of client 300000008: its link no longer works.',
      ]);
      expect(await open(regid)).toBeUndefined();
      expect(await run('invitations', '--client', '300000008')).toBe(0);
      expect(output).toEqual(['No open invitations for client 300000008.']);
      expect((await lastAuditEvent('invitation.revoked'))?.details).toEqual({
        by: 'operator',
        contactId: contact?.id,
        clientId: '300000008',
      });
      const db = kit.portal.database.db;
      expect(await markInvitationUsed(db, contact?.id ?? '', kit.portal.clock.now())).toBe(false);
      expect(await run('revoke-invitation', regid)).toBe(1);
      expect(output).toEqual([`No open invitation has the regid ${regid}.`]);
    });

    it('says so for a regid no open invitation has, malformed ones included', async () => {
      for (const regid of ['4b0e3c52-9d1f-4a7e-8c2b-5f6a7d8e9f01', 'not-a-uuid', "'; drop"]) {
        expect(await open(regid)).toBeUndefined();
        expect(await run('revoke-invitation', regid)).toBe(1);
        expect(output).toEqual([`No open invitation has the regid ${regid}.`]);
      }
      expect(await run('revoke-invitation')).toBe(2);
      expect(output).toEqual(['Usage: npm run portal -- revoke-invitation <regid>']);
    });
  });
});
