import { ApiRequestError } from '@portal/portal-kit';
import { describe, expect, it } from 'vitest';
import { prefillOf } from '../src/lib/prefill.ts';
import { checkFile, fileProgress, refusalOf } from '../src/lib/upload.ts';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('ticket uploads', () => {
  it('refuses before sending a file over 10 MB or with a name the portal does not take', () => {
    expect(checkFile(file('note.pdf', 1000))).toBeUndefined();
    expect(checkFile(file('lines.CSV', 10))).toBeUndefined();
    expect(checkFile(file('big.pdf', 10 * 1024 * 1024 + 1))).toBe('too_big');
    expect(checkFile(file('setup.exe', 10))).toBe('wrong_type');
  });

  it('shares the upload progress out to the files in the order they are sent', () => {
    const files = [file('a.pdf', 100), file('b.pdf', 300)];
    expect(fileProgress(files, 0, 400)).toEqual([0, 0]);
    expect(fileProgress(files, 50, 400)).toEqual([0.5, 0]);
    expect(fileProgress(files, 250, 400)).toEqual([1, 0.5]);
    expect(fileProgress(files, 400, 400)).toEqual([1, 1]);
  });

  it('puts the server’s refusals back on the file or field they name', () => {
    const refused = (status: number, details: Array<{ field: string; message: string }>) =>
      refusalOf(new ApiRequestError(status, { error: 'x', message: 'x', details }));
    expect(refused(415, [{ field: 'attachments.1', message: 'x.pdf is not a PDF' }])?.files).toEqual({
      1: 'wrong_type',
    });
    expect(refused(413, [{ field: 'attachments.0', message: 'too big' }])?.files).toEqual({ 0: 'too_big' });
    expect(refused(400, [{ field: 'attachments', message: 'at most 5 files' }])?.tooMany).toBe(true);
    expect(refused(400, [{ field: 'subject', message: 'is required' }])?.fields).toEqual({ subject: 'is required' });
    expect(refusalOf(new ApiRequestError(500, {}))).toBeNull();
  });

  it('pre-fills the form from the agreed address', () => {
    const search = new URLSearchParams('order=sap/4500012345&subject=Late%20delivery&topic=faq-questions');
    expect(prefillOf(search)).toEqual({
      category: 'order',
      subject: 'Late delivery',
      order: 'sap/4500012345',
      document: '',
      topic: 'faq-questions',
    });
    expect(prefillOf(new URLSearchParams('category=invoice&document=invoice/9000123')).category).toBe('invoice');
    expect(prefillOf(new URLSearchParams('category=bogus')).category).toBe('other');
  });
});
