// The PDFs' font and text: names in any script print, and nothing typed breaks the document.
import { describe, expect, it } from 'vitest';
import { createPdf, pdfText } from './pdf-document.ts';

async function render(lines: string[]): Promise<Buffer> {
  const document = createPdf({ title: 'Test', author: 'Benefits portal', language: 'en' });
  for (const line of lines) document.text(pdfText(line));
  document.end();
  const chunks: Buffer[] = [];
  for await (const chunk of document) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('PDF documents', () => {
  it('renders names in many scripts, emoji and combining marks into a whole PDF', async () => {
    const pdf = await render([
      'Zoë Ångström-Nuñez',
      '李小龍',
      'Ђорђе Петровић',
      'محمد الأمين',
      'שרה כהן',
      'Nguyễn Văn A',
      '👩🏽‍⚕️ Dr. Ada',
      'e\u0301\u0301\u0301',
    ]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The font is embedded, not one of PDF's Latin-1 standard fonts.
    expect(pdf.toString('latin1')).toMatch(/DejaVuSans/);
  });

  it('makes text well formed and takes out controls and direction overrides', () => {
    expect(pdfText('Ann\u0000a\u0007 Roe')).toBe('Ann a Roe');
    expect(pdfText('\u202Eeor\u202C John')).toBe('eor John');
    expect(pdfText('bad \uD800 surrogate')).toBe('bad \uFFFD surrogate');
    expect(pdfText('  Jane   Doe ')).toBe('Jane Doe');
  });

  it('survives a lone surrogate and a long unbroken name', async () => {
    const pdf = await render(['\uD83D', 'A'.repeat(5000)]);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
