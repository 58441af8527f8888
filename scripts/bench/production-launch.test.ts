// The bench starts the server with production's node flags and memory settings
// (server-process.ts `productionLaunch`), so its memory figure is production's only while
// every place that starts the server in production gives it the same: `npm start`, the
// container image and the systemd unit. This holds the four together.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionLaunch } from './server-process.ts';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

const entry = 'dist/server/main.js';
const flags = productionLaunch.nodeArgs.join(' ');
const settings = Object.entries(productionLaunch.env);

describe('the server starts as the bench starts it', () => {
  it('has settings to hold together', () => {
    expect(productionLaunch.nodeArgs.length + settings.length).toBeGreaterThan(0);
  });

  it('in npm start', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const environment = settings.map(([name, value]) => `${name}=${value}`).join(' ');
    expect(scripts.start).toContain(`${environment} node ${flags} ${entry}`);
  });

  it('in the container image', () => {
    const dockerfile = read('Dockerfile');
    const command = JSON.stringify(['node', ...productionLaunch.nodeArgs, entry]).replaceAll(
      ',',
      ', ',
    );
    expect(dockerfile).toContain(`CMD ${command}`);
    for (const [name, value] of settings) {
      expect(dockerfile).toMatch(new RegExp(`^\\s*(ENV )?${name}=${value}( |$)`, 'm'));
    }
  });

  it('in the systemd unit', () => {
    const unit = read('deploy/portal.service');
    expect(unit).toContain(`ExecStart=/usr/bin/node ${flags} ${entry}`);
    for (const [name, value] of settings) {
      expect(unit).toContain(`Environment=${name}=${value}`);
    }
  });
});
