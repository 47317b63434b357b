import DOMPurify from 'dompurify';

/**
 * Rich text from the CMS is rendered as HTML only after DOMPurify has removed scripts, event handlers,
 * `javascript:` links and anything else that could run code. Links that open a new tab get `rel=noopener`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
