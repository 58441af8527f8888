// The build measures the JavaScript the login page loads (scripts/login-page-budget.ts);
// the bench only reads that figure so that both always agree.

import { readFile } from 'node:fs/promises';
import type { LoginPageSize } from '../login-page-budget.ts';

export async function readLoginPageSize(file: string): Promise<LoginPageSize> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LoginPageSize;
  } catch (error) {
    throw new Error(`Cannot read ${file}; run "npm run build" first`, { cause: error });
  }
}
