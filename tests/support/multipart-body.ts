// A multipart/form-data body as a browser sends it: text fields first, then files.

import { randomBytes } from 'node:crypto';

export interface FormFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server does not believe it. */
  type?: string;
}

export function multipartBody(
  fields: Record<string, string>,
  files: FormFile[],
  fieldName = 'files',
): { body: Buffer; contentType: string } {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; ` +
      `filename="${file.name.replace(/"/g, '%22')}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head, 'utf8'), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
