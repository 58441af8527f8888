// 'Upload a census file' (docs/product/census.md#upload-a-census-file): the employer's file, checked
// or applied by the operator's import (src/server/adapters/census-import.ts) for the employer's own
// client, never another. 'Check file' does the import's work and undoes it; 'Apply these changes'
// does it for good, all rows or none. The refusals are said in the request's language; the audit
// keeps the counts, never a row.

import {
  type CensusUploadAnswer,
  censusUploadText,
  listedProblems,
} from '#domain/employees/census-upload';
import { sayCensusProblem } from '#domain/employees/census-row';
import { defaultLanguage, type Language } from '#domain/language/language';
import { type Outcome, refused, success } from '#domain/shared/outcome';
import { importCensus } from '#server/adapters/census-import';
import { recordAuditEvent } from '#server/db/audit-repository';
import { findClientName } from '#server/db/census-repository';
import { say, sayIn } from '#server/language/say';
import type { EmployerCaller } from '#server/plugins/route-access';
import type { AddEmployeeDeps } from './add-employee.service.ts';
import { todayOn } from '#domain/shared/clock';

/** Whether bytes read as the text of a CSV file: UTF-8 with no NUL (a spreadsheet's binary has some). */
function isCsvText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file as the upload brought it: its bytes, cut at the limit, or none at all. */
export type CensusUpload = { bytes: Buffer; cut: boolean } | null;

export async function uploadCensus(
  deps: AddEmployeeDeps,
  caller: EmployerCaller,
  upload: CensusUpload,
  { apply }: { apply: boolean },
  language: Language = defaultLanguage,
): Promise<Outcome<CensusUploadAnswer>> {
  if (!upload || upload.bytes.length === 0) {
    return refused('file', say(language, censusUploadText.noFile));
  }
  if (upload.cut) return refused('file', say(language, censusUploadText.tooLarge));
  if (!isCsvText(upload.bytes)) return refused('file', say(language, censusUploadText.notText));
  const { clientId } = caller.employer;
  const clientName = (await findClientName(deps.db, clientId)) ?? clientId;
  const result = await importCensus(
    deps.db,
    { clientId, clientName, csv: upload.bytes },
    { dataKey: deps.dataKey, today: todayOn(deps.clock), check: !apply },
  );
  const sayProblem = sayIn(language);
  if (!result.ok) {
    const [whole] = result.problems;
    if (whole?.column === 'file') return refused('file', sayCensusProblem(sayProblem, whole));
    return success({
      applied: false,
      added: 0,
      changed: 0,
      ended: 0,
      unchanged: 0,
      problems: result.problems
        .slice(0, listedProblems)
        .map((problem) => sayCensusProblem(sayProblem, problem)),
      moreProblems: Math.max(0, result.problems.length - listedProblems),
    });
  }
  const { added, changed, ended, unchanged, applied } = result;
  await recordAuditEvent(deps.db, {
    action: applied ? 'employer.census.applied' : 'employer.census.checked',
    accountId: caller.employer.accountId,
    address: caller.address,
    details: { clientId, added, changed, ended, unchanged },
    at: deps.clock.now(),
  });
  return success({ applied, added, changed, ended, unchanged, problems: [], moreProblems: 0 });
}
