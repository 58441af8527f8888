import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  documentRefusals,
  maxDocumentBytes,
  refusalBeforeSending,
  refusalOfContent,
} from './document-rules.ts';

describe('the limits', () => {
  it('are 10 MB a file, counted in bytes', () => {
    expect(maxDocumentBytes).toBe(10_485_760);
  });

  it('quote the documented refusals exactly', () => {
    expect(documentRefusals.notAccepted).toBe('This file is not a PDF, JPEG or PNG.');
    expect(documentRefusals.tooLarge).toBe('This file is larger than 10 MB.');
    expect(documentRefusals.tooMany).toBe('Send at most 10 files at a time.');
  });
});

describe('refusalOfContent', () => {
  it('takes the three sniffed types', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(refusalOfContent(type, 10)).toBeNull();
    }
  });

  it('refuses any other type, or none found', () => {
    expect(refusalOfContent('application/x-msdownload', 10)).toBe('notAccepted');
    expect(refusalOfContent('image/gif', 10)).toBe('notAccepted');
    expect(refusalOfContent(undefined, 10)).toBe('notAccepted');
    expect(refusalOfContent('toString', 10)).toBe('notAccepted');
  });

  it('refuses an empty file for being empty', () => {
    expect(refusalOfContent(undefined, 0)).toBe('empty');
  });
});

describe('refusalBeforeSending', () => {
  it('takes a PDF, JPEG or PNG by name up to exactly 10 MB', () => {
    for (const name of ['a.pdf', 'B.PDF', 'c.jpg', 'd.jpeg', 'e.png']) {
      expect(refusalBeforeSending({ name, size: maxDocumentBytes })).toBeNull();
    }
  });

  it('refuses a byte more, an empty file and another kind', () => {
    expect(refusalBeforeSending({ name: 'a.pdf', size: maxDocumentBytes + 1 })).toBe('tooLarge');
    expect(refusalBeforeSending({ name: 'a.pdf', size: 0 })).toBe('empty');
    expect(refusalBeforeSending({ name: 'setup.exe', size: 10 })).toBe('notAccepted');
    expect(refusalBeforeSending({ name: 'pdf', size: 10 })).toBe('notAccepted');
  });
});

describe('cleanFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(cleanFileName('Certificate from Dr. Byron.pdf')).toBe('Certificate from Dr. Byron.pdf');
  });

  it('keeps only what follows the last path separator', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\john\\scan.png')).toBe('scan.png');
  });

  it('removes control characters and leading dots', () => {
    expect(cleanFileName('re\u0000po\nrt\u007f.pdf')).toBe('report.pdf');
    expect(cleanFileName('..hidden.png')).toBe('hidden.png');
  });

  it('is never empty', () => {
    for (const name of ['', '/', '..', ' \t ', 'folder/']) {
      expect(cleanFileName(name)).toBe('document');
    }
  });

  it('shortens a long name to 120 characters, keeping its extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(120);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const cleaned = cleanFileName('😀'.repeat(200));
    expect([...cleaned]).toHaveLength(120);
    expect(cleaned).not.toMatch(/[\ud800-\udbff]$/);
  });
});
