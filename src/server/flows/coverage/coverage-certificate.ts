// The certificate of coverage (docs/product/coverage.md#my-coverage): one PDF per member, made by
// the portal as of today, listing each plan of the client with the facts and amounts 'My coverage'
// shows, in the same words (src/domain/coverage/coverage-terms.ts), in the request's language.

import { typedDateOf } from '#domain/shared/absence-dates';
import type { Sentence } from '#domain/shared/claim-terms';
import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import {
  coverageText,
  factValue,
  planAmounts,
  planFacts,
  planKindText,
} from '#domain/coverage/coverage-terms';
import type { Language } from '#domain/language/language';
import {
  createPdf,
  type PdfDocument,
  pdfFacts,
  pdfHeading,
  pdfText,
} from '#server/adapters/pdf-document';
import { sayIn } from '#server/language/say';

export interface CertificateDocument {
  brandName: string;
  memberName: string;
  employerName: string;
  coverage: CoverageAnswer;
  language: Language;
}

export function certificatePdf(certificate: CertificateDocument): PdfDocument {
  const say = sayIn(certificate.language);
  const sayIt = ({ message, values }: Sentence) => say(message, values);
  const title = say(coverageText.certificateTitle);
  const document = createPdf({
    title,
    author: certificate.brandName,
    language: certificate.language,
  });
  pdfHeading(document, certificate.brandName, title);
  document.text(
    say(coverageText.certificateFor, {
      name: pdfText(certificate.memberName),
      employer: pdfText(certificate.employerName),
      date: typedDateOf(certificate.coverage.asOf),
    }),
  );
  document.moveDown();
  if (certificate.coverage.plans.length === 0) document.text(say(coverageText.none));
  for (const plan of certificate.coverage.plans) {
    document.font('bold').fontSize(12).text(say(planKindText[plan.kind]));
    document.moveDown(0.3).font('regular').fontSize(10);
    pdfFacts(document, [
      ...planFacts(plan).map(({ label, value }): [string, string] => [
        say(label),
        factValue(value, sayIt),
      ]),
    ]);
    for (const amount of planAmounts(plan)) document.text(sayIt(amount));
    document.moveDown();
  }
  document.fontSize(9).text(say(coverageText.certificateTerms));
  document.end();
  return document;
}
