import type { ContentLink } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLinkView } from '../../src/content/content-link.tsx';
import { ContentEnvironmentContext } from '../../src/content/environment.tsx';
import { labels, resourcePath } from './fixtures.tsx';

function renderLink(link: ContentLink) {
  return render(
    <ContentEnvironmentContext.Provider value={{ resourcePath, labels, headingLevel: 2 }}>
      <ContentLinkView link={link} />
    </ContentEnvironmentContext.Provider>,
  );
}

describe('ContentLinkView', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:x',
  ])('shows %j as text, never as a link', (href) => {
    renderLink({ label: 'Open', href });
    expect(screen.getByText('Open').closest('a')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['/orders', '/orders'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('links %s', (href, expected) => {
    renderLink({ label: 'Open', href });
    expect(screen.getByRole('link', { name: /Open/ })).toHaveAttribute('href', expected);
  });
});
