// The text of a PDF as a reader finds it, for tests of the PDFs the portal draws. pdfkit writes
// text as glyph ids of an embedded font subset with a ToUnicode map, so the bytes hold no
// readable words: pdf.js, the reader of Firefox, parses the file as a viewer would and maps
// the glyphs back to Unicode. A file it cannot open fails the test.

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, its lines joined with newlines (a table row is one line). */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(
        text
          .replace(/[ \t]+/g, ' ')
          .replace(/ ?\n ?/g, '\n')
          .trim(),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** The document information a reader shows: title and author. */
export async function pdfInfo(bytes: Uint8Array): Promise<{ title?: string; author?: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Author?: string } };
    return { title: info.Title, author: info.Author };
  } finally {
    await pdf.destroy();
  }
}

/** The whole document's text, its pages one after the other. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join('\n');
}

/** The fillable fields of a PDF's form as a reader finds them: each field's name and value. */
export async function pdfFormFields(bytes: Uint8Array): Promise<Record<string, string>> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const objects = ((await pdf.getFieldObjects()) ?? {}) as Record<
      string,
      { type?: string; value?: unknown; editable?: boolean }[]
    >;
    const fields: Record<string, string> = {};
    for (const [name, [first]] of Object.entries(objects)) {
      if (first?.type === 'text') fields[name] = String(first.value ?? '');
    }
    return fields;
  } finally {
    await pdf.destroy();
  }
}
