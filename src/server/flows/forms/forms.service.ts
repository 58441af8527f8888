// The employee's forms (docs/product/coverage.md#forms-and-documents): a form as a PDF with his
// name, and the claim number when one of his claims is named. Another person's claim number, or
// one that does not exist, answers 404 like a form that does not exist.

import { type FormId, isFormId } from '#domain/forms/forms-catalog';
import type { Language } from '#domain/language/language';
import { notFound, type Outcome, success } from '#domain/shared/outcome';
import type { PdfDownload } from '#server/adapters/pdf-document';
import type { EmployeeLogin } from '#server/db/accounts-repository';
import { findOwnedClaim } from '#server/db/claims-repository';
import type { Database } from '#server/db/client';
import { memberOfClient } from '#server/db/coverage-repository';
import { formPdf } from './form-documents.ts';

export interface FormsDeps {
  db: Database;
  brandName: string;
  /** The documents page, where a completed form is uploaded. */
  documentsUrl: string;
}

export type Employee = Omit<EmployeeLogin, 'kind'>;

export async function formDocument(
  deps: FormsDeps,
  employee: Employee,
  formId: string,
  claimNumber: string | undefined,
  language: Language,
): Promise<Outcome<PdfDownload>> {
  if (!isFormId(formId)) return notFound();
  const [member, claim] = await Promise.all([
    memberOfClient(deps.db, employee.memberId),
    claimNumber ? findOwnedClaim(deps.db, employee.accountId, claimNumber) : undefined,
  ]);
  if (!member || (claimNumber && !claim)) return notFound();
  const id: FormId = formId;
  return success({
    pdf: formPdf({
      id,
      brandName: deps.brandName,
      memberName: `${member.firstName} ${member.lastName}`,
      claimNumber: claimNumber ?? null,
      documentsUrl: deps.documentsUrl,
      language,
    }),
    fileName: claimNumber ? `${id}-${claimNumber}.pdf` : `${id}.pdf`,
  });
}
