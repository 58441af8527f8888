// Small files of each kind an upload meets, made here from their defining bytes: what
// file-type reads to tell them apart, and enough after it to be a real file of that kind.

import { deflateSync } from 'node:zlib';

const text = (value: string) => Buffer.from(value, 'latin1');

/** A one-page PDF; `script` adds an OpenAction that runs JavaScript when a viewer opens it. */
export function samplePdf({ script = false } = {}): Buffer {
  const action = script ? ' /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>' : '';
  return text(
    [
      '%PDF-1.7',
      `1 0 obj << /Type /Catalog /Pages 2 0 R${action} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** A JPEG's start of image and JFIF header, then filler up to `size` bytes. */
export function sampleJpeg(size = 2048): Buffer {
  const header = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  const end = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([header, Buffer.alloc(Math.max(0, size - 22), 0x20), end]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // file-type does not check the CRC; a reader that does is not what these tests are about.
  return Buffer.concat([length, text(type), data, Buffer.alloc(4)]);
}

/** A 1x1 grey PNG. */
export function samplePng(): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows executable's MZ and PE headers, as if someone renamed setup.exe to scan.pdf. */
export function sampleExecutable(): Buffer {
  const file = Buffer.alloc(1024);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x14c, 0x84);
  return file;
}

/** A PDF of exactly `size` bytes: the sample, then a comment that fills it up. */
export function pdfOfSize(size: number): Buffer {
  const start = samplePdf();
  return Buffer.concat([start, Buffer.alloc(size - start.length, 0x25)]);
}
