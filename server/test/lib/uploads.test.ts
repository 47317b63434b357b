import { ticketAttachmentTypes } from '@portal/contracts';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAttachmentFiles, type AttachmentFiles } from '../../src/lib/attachment-files.ts';
import { cleanFileName, readUpload, sendUploadRefusal, storedFileName, UploadRefusal } from '../../src/lib/uploads.ts';
import { inMemoryDataDir } from '../../src/config.ts';
import { multipart, pdf, png } from '../modules/tickets/multipart.ts';

/** Names of uploaded files: what a client sends is cleaned, and the extension follows the content. */

const app = Fastify();
let files: AttachmentFiles;

beforeAll(async () => {
  files = await openAttachmentFiles(inMemoryDataDir, 'upload-test');
  await app.register(multipartPlugin);
  app.post('/upload', async (request, reply) => {
    try {
      const upload = await readUpload(request, files, {
        field: 'attachments',
        maxFiles: 5,
        maxFileBytes: 1024 * 1024,
        types: ticketAttachmentTypes,
      });
      return { names: upload.attachments.map((attachment) => attachment.fileName) };
    } catch (error) {
      if (error instanceof UploadRefusal) return sendUploadRefusal(reply, error);
      throw error;
    }
  });
});

afterAll(async () => {
  await app.close();
  await files.close();
});

async function storedNames(...uploads: Array<{ name: string; content: Buffer }>) {
  const body = multipart({}, uploads);
  const response = await app.inject({ method: 'POST', url: '/upload', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { names: string[] }).names;
}

describe('uploaded file names', () => {
  it('stores a file under the extension of the type its content was detected as', async () => {
    expect(await storedNames({ name: 'poly.html', content: png() }, { name: 'scan', content: pdf })).toEqual([
      'poly.png',
      'scan.pdf',
    ]);
  });

  it('keeps a name whose extension already names the detected type', async () => {
    expect(
      await storedNames({ name: 'Photo.JPEG.png', content: png() }, { name: 'invoice.PDF', content: pdf }),
    ).toEqual(['Photo.JPEG.png', 'invoice.PDF']);
    expect(storedFileName('photo.jpg', 'image/jpeg', ticketAttachmentTypes)).toBe('photo.jpg');
    expect(storedFileName('photo.jpeg', 'image/jpeg', ticketAttachmentTypes)).toBe('photo.jpeg');
  });

  it('removes bidi overrides and isolates, invisible and control characters from a name', async () => {
    // "invoice<RLO>fdp.png" shows as "invoicegnp.pdf" in a right-to-left aware list.
    expect(await storedNames({ name: 'invoice\u202Efdp.png', content: png() })).toEqual(['invoicefdp.png']);
    for (const character of ['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(cleanFileName(`a${character}b.pdf`)).toBe('ab.pdf');
    }
    for (const character of [
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\uFEFF',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u0007',
    ]) {
      expect(cleanFileName(`a${character}b.pdf`)).toBe('ab.pdf');
    }
    expect(cleanFileName('Überweisung März.pdf')).toBe('Überweisung März.pdf');
  });
});
