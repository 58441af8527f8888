// The portal as `npm start` runs it, tried as a new developer would: the built server with no
// PUBLIC_URL, on its embedded database with the demo data, opened at the address it prints.
// That address must be one a passkey can be added at: WebAuthn refuses an IP address as the
// relying party's id (src/server/config/config.ts, defaultPublicUrl).

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logInToAccount } from '#tests/support/log-in-page';
import { addVirtualAuthenticator, button, heading } from './fixtures.ts';

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built portal in development as `npm start` does, and answers what it prints. */
async function startAsNpmStart(
  dataDir: string,
): Promise<{ server: ChildProcess; printed: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of [
    'NODE_ENV',
    'HOST',
    'PUBLIC_URL',
    'DATABASE_URL',
    'DEMO_DATA',
    'DEV_OUTBOX',
  ]) {
    delete env[name];
  }
  env.LOG_LEVEL = 'warn';
  const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'pipe' });
  let output = '';
  const printed = await new Promise<string>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^Benefits portal: (\S+)$/m.exec(output);
      if (line?.[1]) resolve(line[1]);
    });
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`The portal exited (${code}): ${output}`)));
  });
  return { server, printed };
}

test('the address npm start prints takes a passkey', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-printed-'));
  const { server, printed } = await startAsNpmStart(dataDir);
  try {
    expect(printed).toMatch(/^http:\/\/localhost:\d+\/auth\/$/);
    const context = await browser.newContext({ baseURL: new URL(printed).origin });
    const page = await context.newPage();
    await addVirtualAuthenticator(page);

    await page.goto(printed);
    await expect(page).toHaveURL(printed);
    await logInToAccount(page, 'employee-benefits', 'jroe2024');
    await page.getByRole('link', { name: 'Sign-in and security' }).click();
    await expect(heading(page, 'Sign-in and security')).toBeVisible();
    await page.getByLabel('Name of this passkey').fill('This laptop');
    await button(page, 'Add a passkey').click();
    await expect(page.getByText('This laptop was added.')).toBeVisible();
    await expect(page.getByText('No passkey was made. Please try again.')).toHaveCount(0);
    await context.close();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
