import { randomUUID } from 'node:crypto';
import { rgbPng } from '../../../src/seed/ticket-attachments.ts';

/** A multipart/form-data body of text fields and files, for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  files: Array<{ field?: string; name: string; type?: string; content: Buffer }> = [],
) {
  const boundary = `----ticket-test-${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small but real PDF. */
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 1x1 PNG (one red pixel). */
export function png(): Buffer {
  return rgbPng(1, 1, () => [255, 0, 0]);
}

/** The start of a Windows executable (DOS stub and PE header). */
export function exe(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'ascii');
  return bytes;
}
