// A Playwright reporter beside the list: the ten slowest spec files of the run (the time of
// their tests, retries included, added up), and every test that took more than half of its
// timeout, which a slower machine would push over it.

import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { slowestFilesReport } from './slowest-files.ts';

export default class SlowestFilesReporter implements Reporter {
  private readonly byFile = new Map<string, number>();
  private readonly nearTimeout: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
    if (result.status === 'passed' && result.duration > test.timeout / 2) {
      this.nearTimeout.push(
        `  ${(result.duration / 1000).toFixed(1)} s of ${test.timeout / 1000} s  ${file}:${test.location.line} ${test.title}`,
      );
    }
  }

  onEnd(): void {
    const times = [...this.byFile].map(([file, total]) => ({ file, total }));
    process.stdout.write(slowestFilesReport('Slowest spec files:', times));
    if (this.nearTimeout.length > 0) {
      process.stdout.write(
        `\nTests that took more than half of their timeout:\n${this.nearTimeout.join('\n')}\n`,
      );
    }
  }
}
