import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { AttachmentFiles } from './attachment-files.ts';

/**
 * Reading a multipart body with attachments (tickets, customer-creation requests): its text fields, and the files
 * of the rules' field written to the staging area while their size and SHA-256 are counted. A file's type is
 * decided by its content (file-type's magic numbers), whatever its name says; CSV has no magic number, so a `.csv`
 * is accepted only as valid UTF-8 text without NUL characters, and the stored name's extension follows the detected
 * type (bidi and other invisible characters removed). The first refusal is answered once the whole body
 * is read (so the browser gets the answer, not a reset connection), and every staged file is removed then.
 */

/** What an upload accepts: the files' field, how many, how big, and which types (by extension: content type). */
export interface UploadRules {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  types: Readonly<Record<string, string>>;
}

export type UploadError = 'too_big' | 'wrong_type' | 'too_many';

/** A checked attachment waiting in the staging area. */
export interface StagedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The staged file: its owner takes its content before it returns. */
  path: string;
}

/** A refused upload: the status, the field and the reason, answered as `{ error, message, details }`. */
export class UploadRefusal extends Error {
  readonly statusCode: 400 | 413 | 415;
  readonly field: string;
  readonly code: UploadError | 'field';
  readonly reason: string;
  constructor(statusCode: 400 | 413 | 415, field: string, code: UploadError | 'field', reason: string) {
    super(`${field}: ${reason}`);
    this.statusCode = statusCode;
    this.field = field;
    this.code = code;
    this.reason = reason;
  }
}

/** A staged file could not be written (disk full, permissions): rethrown as the server fault it is. */
class StagingFailure extends Error {
  constructor(cause: unknown) {
    super('A staged attachment could not be written', { cause });
  }
}

export interface Upload {
  fields: Record<string, string>;
  attachments: StagedAttachment[];
}

/**
 * Characters a file name must not carry: controls (C0, DEL, C1), format characters (among them the bidi overrides
 * and isolates U+202A-U+202E and U+2066-U+2069 and the marks U+200E, U+200F, U+061C, which make `gpj.exe` look like
 * `exe.jpg`, and zero-width characters), line and paragraph separators, and the double quote.
 */
const unsafeInName = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"]/gu;

/** The file's name without any path, unsafe characters (see above) or more than 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(unsafeInName, '').trim();
  return (clean || 'attachment').slice(-200);
}

/**
 * The name a file is stored and offered under: its extension follows the type its content was detected as, so
 * `poly.html` holding a PNG becomes `poly.png` and `scan` holding a PDF `scan.pdf`; a name whose extension already
 * names that type (`photo.JPG` for image/jpeg) stays as it is.
 */
export function storedFileName(fileName: string, contentType: string, types: Readonly<Record<string, string>>) {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (types[extension] === contentType) return fileName;
  const canonical = Object.keys(types).find((candidate) => types[candidate] === contentType) ?? 'bin';
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200 - canonical.length - 1);
  return `${stem}.${canonical}`;
}

/** Counts, hashes and (for CSV) checks the bytes as they pass to the staging file. */
function inspector(checkText: boolean) {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const state = { size: 0, text: checkText };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      state.size += chunk.length;
      hash.update(chunk);
      if (state.text) {
        try {
          if (chunk.includes(0)) state.text = false;
          else decoder.decode(chunk, { stream: true });
        } catch {
          state.text = false;
        }
      }
      done(null, chunk);
    },
  });
  return {
    transform,
    result() {
      if (state.text) {
        try {
          decoder.decode();
        } catch {
          state.text = false;
        }
      }
      return { size: state.size, sha256: hash.digest('hex'), text: state.text };
    },
  };
}

async function contentTypeOf(
  path: string,
  fileName: string,
  isText: boolean,
  rules: UploadRules,
): Promise<string | undefined> {
  const sniffed = await fileTypeFromFile(path);
  const sniffedTypes = new Set(Object.values(rules.types).filter((type) => type !== 'text/csv'));
  if (sniffed) return sniffedTypes.has(sniffed.mime) ? sniffed.mime : undefined;
  return /\.csv$/i.test(fileName) && isText && rules.types['csv'] ? rules.types['csv'] : undefined;
}

/** Reads the multipart body; throws an `UploadRefusal` (nothing kept) or answers the fields and staged files. */
export async function readUpload(request: FastifyRequest, files: AttachmentFiles, rules: UploadRules): Promise<Upload> {
  const { field: fileField, maxFiles, maxFileBytes } = rules;
  const megabytes = maxFileBytes / 1024 / 1024;
  const names = [...new Set(Object.keys(rules.types).map((type) => (type === 'jpg' ? 'JPEG' : type.toUpperCase())))];
  // e.g. "PDF, PNG, JPEG, XLSX or CSV"
  const acceptedNames = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
  if (!request.isMultipart()) {
    throw new UploadRefusal(400, 'body', 'field', 'must be multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const attachments: StagedAttachment[] = [];
  const staged: string[] = [];
  let refusal: UploadRefusal | undefined;
  /** The file being read, for a refusal the parser throws. */
  let current = { field: fileField, fileName: 'file' };
  const refuse = (next: UploadRefusal) => {
    refusal ??= next;
  };
  try {
    const parts = request.parts({
      limits: { fileSize: maxFileBytes, files: 20, fields: 20, fieldSize: 20_000, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) refuse(new UploadRefusal(400, part.fieldname, 'field', 'is too long'));
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const file = part.file as Readable & { truncated?: boolean };
      if (refusal || part.fieldname !== fileField) {
        if (part.fieldname !== fileField) {
          refuse(new UploadRefusal(400, part.fieldname, 'field', `files go in the field ${fileField}`));
        }
        file.resume();
        continue;
      }
      const field = `${fileField}.${attachments.length}`;
      const fileName = cleanFileName(part.filename);
      current = { field, fileName };
      if (attachments.length >= maxFiles) {
        refuse(new UploadRefusal(400, fileField, 'too_many', `at most ${maxFiles} files`));
        file.resume();
        continue;
      }
      const path = files.stagingPath();
      staged.push(path);
      const check = inspector(/\.csv$/i.test(fileName));
      try {
        await pipeline(file, check.transform, createWriteStream(path));
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw new StagingFailure(error);
        refuse(new UploadRefusal(413, field, 'too_big', `${fileName} is larger than ${megabytes} MB`));
        continue;
      }
      const { size, sha256, text } = check.result();
      if (size === 0) {
        refuse(new UploadRefusal(400, field, 'wrong_type', `${fileName} is empty`));
        continue;
      }
      const contentType = await contentTypeOf(path, fileName, text, rules);
      if (!contentType) {
        refuse(new UploadRefusal(415, field, 'wrong_type', `${fileName} is not a ${acceptedNames} file`));
        continue;
      }
      attachments.push({
        fileName: storedFileName(fileName, contentType, rules.types),
        contentType,
        size,
        sha256,
        path,
      });
    }
  } catch (error) {
    await discard(staged);
    // Writing a staged file failed: a fault of the server, not of the request.
    if (error instanceof StagingFailure) throw error.cause;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadRefusal(413, current.field, 'too_big', `${current.fileName} is larger than ${megabytes} MB`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadRefusal(400, fileField, 'too_many', `at most ${maxFiles} files`);
    }
    // Anything else the multipart parser throws is a body it could not read (a broken boundary, a cut-off part).
    request.log.info({ err: error }, 'malformed multipart body');
    throw new UploadRefusal(400, 'body', 'field', 'is not a readable multipart/form-data body');
  }
  if (refusal) {
    await discard(staged);
    throw refusal;
  }
  return { fields, attachments };
}

/** Answers a refused upload as `{ error, message, details }` naming the field. */
export function sendUploadRefusal(reply: FastifyReply, refusal: UploadRefusal) {
  const error = { 400: 'Bad Request', 413: 'Payload Too Large', 415: 'Unsupported Media Type' }[refusal.statusCode];
  reply.request.log.info({ statusCode: refusal.statusCode, reason: refusal.message }, 'upload refused');
  return reply.code(refusal.statusCode).send({
    error,
    message: refusal.message,
    details: [{ field: refusal.field, message: refusal.reason }],
  });
}

/** Removes staged files (those a source took are gone already). */
export async function discard(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
