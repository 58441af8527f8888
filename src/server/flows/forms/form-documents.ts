// The forms as PDFs (docs/product/coverage.md#forms-and-documents): the form's title and purpose,
// how to send it back, then a labelled AcroForm text field per thing it asks, which a reader lets
// a person fill in on screen (or which prints as boxes to write in). The member's name, and the
// claim number when opened from a claim, come filled in. Labels are in the request's language;
// the fields' names are the form's own (src/domain/forms/forms-catalog.ts), in every language.

import {
  fieldLabels,
  type FormField,
  formFields,
  type FormId,
  formPurposes,
  formsText,
  formTitles,
} from '#domain/forms/forms-catalog';
import type { Language } from '#domain/language/language';
import { createPdf, type PdfDocument, pdfHeading, pdfText } from '#server/adapters/pdf-document';
import { sayIn } from '#server/language/say';

/** Fields a person writes sentences in get room for three lines. */
const longFields = new Set<FormField>([
  'diagnosis',
  'restrictions',
  'releasedTo',
  'frequency',
  'careNeeded',
]);

const left = 54;
const width = 504;

export function formPdf(form: {
  id: FormId;
  brandName: string;
  memberName: string;
  claimNumber: string | null;
  documentsUrl: string;
  language: Language;
}): PdfDocument {
  const say = sayIn(form.language);
  const title = say(formTitles[form.id]);
  const document = createPdf({ title, author: form.brandName, language: form.language });
  pdfHeading(document, form.brandName, title);
  document.text(say(formPurposes[form.id]));
  document.moveDown(0.5).text(say(formsText.pdfInstructions, { url: form.documentsUrl }));
  document.moveDown();
  document.initForm();
  const field = (name: FormField, value?: string) => {
    const height = longFields.has(name) ? 48 : 20;
    if (document.y + height + 30 > document.page.height - document.page.margins.bottom) {
      document.addPage();
    }
    document.font('bold').fontSize(10).text(say(fieldLabels[name]), left);
    const y = document.y + 2;
    document.formText(name, left, y, width, height, {
      ...(value ? { value: pdfText(value) } : {}),
      ...(longFields.has(name) ? { multiline: true } : {}),
      borderColor: '#7c8b99',
      fontSize: 10,
    });
    document.font('regular');
    document.y = y + height + 10;
  };
  field('memberName', form.memberName);
  field('claimNumber', form.claimNumber ?? undefined);
  for (const name of formFields[form.id]) field(name);
  document.end();
  return document;
}
