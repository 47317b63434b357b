import type { DocumentDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { documentsMail } from '../../../src/modules/documents/mail.ts';

/** The sender's message travels inside a frame the portal writes, never as the portal's own words (issue 30, L1). */

const invoice = { type: 'invoice', documentId: '9012345' } as DocumentDetail;
const phishing = 'Your account is suspended.\nVisit https://evil.example/login to keep it.';

function mailWith(message: string | undefined, language: 'en' | 'de' = 'en') {
  return documentsMail({
    documents: [invoice],
    customerName: 'Collins Outdoor Ltd',
    sender: 'Ben Buyer (ben.buyer@collins-outdoor.example)',
    message,
    language,
  });
}

describe('documents mail', () => {
  it("quotes every line of the sender's message between the portal's own lines naming the sender", () => {
    const { text, subject } = mailWith(phishing);
    const lines = text.split('\n');
    const start = lines.indexOf('Message from Ben Buyer (ben.buyer@collins-outdoor.example):');
    expect(start).toBeGreaterThan(0);
    expect(lines.slice(start + 1, start + 3)).toEqual([
      '> Your account is suspended.',
      '> Visit https://evil.example/login to keep it.',
    ]);
    expect(lines[start + 3]).toBe(
      'The message above was written by Ben Buyer (ben.buyer@collins-outdoor.example), not by the Customer Portal. The portal never asks for passwords or payments by e-mail.',
    );
    // Outside the quote, only the portal's words: the message never reaches the subject or an unquoted line.
    expect(subject).not.toContain('suspended');
    expect(lines.filter((line) => line.includes('evil.example')).every((line) => line.startsWith('> '))).toBe(true);
  });

  it('keeps the message escaped in a quote in the HTML, followed by the notice, in the language of the mail', () => {
    const { html } = mailWith('<a href="https://evil.example">Sign in</a>', 'de');
    expect(html).toContain('<blockquote');
    expect(html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Sign in&lt;/a&gt;');
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).toContain('hat Ben Buyer (ben.buyer@collins-outdoor.example) geschrieben, nicht das Kundenportal');
  });

  it('has no quote and no notice without a message', () => {
    const { text, html } = mailWith(undefined);
    expect(text).not.toContain('> ');
    expect(text).not.toContain('not by the Customer Portal');
    expect(html).not.toContain('<blockquote');
  });
});
