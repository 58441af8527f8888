// A vitest reporter beside the default one: the ten slowest test files of the run, with the
// time each spent importing its modules apart from the time of its tests and hooks.

import type { Reporter, TestModule } from 'vitest/node';
import { slowestFilesReport } from './slowest-files.ts';

export class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const times = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      const imports = diagnostic.collectDuration + diagnostic.setupDuration;
      return {
        file: `[${testModule.project.name}] ${testModule.relativeModuleId}`,
        total: diagnostic.environmentSetupDuration + imports + diagnostic.duration,
        parts: { import: imports, tests: diagnostic.duration },
      };
    });
    process.stdout.write(slowestFilesReport('Slowest test files:', times));
  }
}
