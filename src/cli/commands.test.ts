// The operator commands at large: unlocking an account, importing a census file, and the usage.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import { demoPassword } from '#server/dev/demo/demo-data';
import { operatorCommandsKit } from '#tests/support/operator-commands-kit';
import { runCommand } from './commands.ts';

describe.each(testEngines)('operator commands on %s', (engine) => {
  const kit = operatorCommandsKit(engine, runCommand);
  const { output, run } = kit;
  const folder = mkdtempSync(join(tmpdir(), 'census-'));

  it('unlocks llocked so it can log in', async () => {
    const browser = kit.portal.browser();
    await browser.openPage();
    const login = () =>
      browser.post('/auth/employee-benefits/loginCredentials', {
        userName: 'llocked',
        password: demoPassword,
      });
    expect((await login()).json().status.code).toBe('LOGINATTEMPTEXCEED');
    expect(await run('unlock', 'llocked')).toBe(0);
    expect(output).toEqual(['Unlocked llocked: it can log in again.']);
    expect((await login()).json().status.code).toBe('AUTHENTICATION_SUCCESS');
  });

  it('says so when no account has the user name', async () => {
    expect(await run('unlock', 'nobody')).toBe(1);
    expect(output).toEqual(['No account has the user name nobody.']);
  });

  it('checks a census file, imports it, and changes nothing with it a second time', async () => {
    const file = join(folder, 'initech.csv');
    writeFileSync(
      file,
      'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name\n' +
        'Peter,Gibbons,03/04/1971,999-88-7777,78701,peter@initech.example.com,\n',
    );
    const importing = ['import-census', '--client', '100000003', '--name', 'Initech', file];
    expect(await run(...importing.slice(0, 1), '--check', ...importing.slice(1))).toBe(0);
    expect(output).toEqual([
      `Checked ${file} for client 100000003, nothing changed. Applied, it would make 1 new, 0 changed, 0 ended, 0 unchanged.`,
    ]);
    expect(await run(...importing)).toBe(0);
    expect(output).toEqual([
      `Imported ${file} for client 100000003: 1 new, 0 changed, 0 ended, 0 unchanged.`,
    ]);
    expect(await run(...importing)).toBe(0);
    expect(output).toEqual([
      `Imported ${file} for client 100000003: 0 new, 0 changed, 0 ended, 1 unchanged.`,
    ]);
  });

  it('imports nothing from a file with a bad row and lists every problem by line', async () => {
    const file = join(folder, 'bad.csv');
    writeFileSync(
      file,
      'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name\n' +
        'Good,Row,01/02/1980,111-11-1111,60601,,\n' +
        'Bad,Date,02/30/1980,222-22-2222,6060,,\n' +
        'Dup,Ssn,01/02/1980,111111111,60601,,\n',
    );
    expect(await run('import-census', '--client', '100000004', '--name', 'Bad Co', file)).toBe(1);
    expect(output).toEqual([
      `Nothing was imported from ${file}: 3 problem(s).`,
      '  Line 3: Date of Birth is not a real date.',
      '  Line 3: ZIP Code must have 5 digits.',
      '  Line 4: Social Security Number is already on line 2.',
    ]);
    expect(output.join('\n')).not.toContain('111-11-1111');
  });

  it('refuses a file without the census columns', async () => {
    const file = join(folder, 'columns.csv');
    writeFileSync(file, 'name,ssn\nA,123456789\n');
    expect(await run('import-census', '--client', '100000005', '--name', 'X', file)).toBe(1);
    expect(output[1]).toContain('The file has no column first_name, last_name, date_of_birth');
  });

  it('prints the usage for an unknown command', async () => {
    expect(await run('frobnicate')).toBe(2);
    expect(output[0]).toContain('Usage: npm run portal -- <command>');
  });

  it('lists the invitation commands in the usage', async () => {
    expect(await run('help')).toBe(0);
    expect(output[0]).toContain('  invite-employer --client <9-digit client id> --first');
    expect(output[0]).toContain('  invitations [--client <9-digit client id>]');
    expect(output[0]).toContain('  revoke-invitation <regid>');
    expect(output[0]).toContain(
      '  claims approve|deny|ask-document|ask-return-to-work|extend|pay <claim number>',
    );
  });
});
