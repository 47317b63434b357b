import type { PublicTerms } from '@portal/contracts';
import { readLabelFile } from '@portal/portal-kit/testing';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/lib/i18n.ts';
import { storePreLoginLanguage } from '../../../src/lib/language.ts';
import { origin, renderRoutes } from '../../support/render.tsx';
import { setUpApiServer } from '../../support/api-server.ts';

const { server, reports } = setUpApiServer();
const token = 'tok_5b0f7c1e9a2d4e6f8a0b1c2d';
const documentUrl = `${origin}/pub/api/v1/cms/terms_and_conditions`;
const acceptUrl = `${origin}/pub/api/v1/customer/terms_and_conditions`;

const terms: PublicTerms = {
  customerId: '1000001',
  legalName: 'Alpine Outfitters GmbH',
  language: 'de',
  version: '2026-01',
  title: 'Allgemeine Geschäftsbedingungen',
  body: '<h2>1. Geltung</h2><p onclick="alert(1)">Diese Bedingungen gelten.</p><script>window.hacked = true</script><a href="javascript:alert(1)">Link</a>',
  acceptedAt: null,
  linkUsed: false,
};

function serveDocument(answer: () => Response) {
  server.use(
    http.get(documentUrl, ({ request }) => {
      expect(new URL(request.url).searchParams.get('token')).toBe(token);
      expect(request.headers.get('authorization')).toBeNull();
      return answer();
    }),
  );
}

// The visitor of these tests has chosen English, so the page keeps it (the customer's language is German).
beforeEach(() => storePreLoginLanguage('en'));
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('public terms acceptance page (no sign-in)', () => {
  it("speaks the customer's language, loading the public labels with the link's token (spec 7)", async () => {
    localStorage.clear();
    serveDocument(() => HttpResponse.json(terms));
    const asked: Array<string | null> = [];
    const german = Object.entries(readLabelFile('de')).flatMap(([group, texts]) =>
      Object.entries(texts).map(([name, content]) => ({ key: `${group}.${name}`, content })),
    );
    server.use(
      http.get(`${origin}/pub/api/v1/labels/de-DE`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token'));
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json(german);
      }),
    );
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    expect(await screen.findByRole('button', { name: 'Allgemeine Geschäftsbedingungen akzeptieren' })).toBeVisible();
    expect(asked).toEqual([token]);
    expect(reports).toEqual([]);
  });

  it('shows the title, the customer and the sanitized document, and accepts it', async () => {
    serveDocument(() => HttpResponse.json(terms));
    server.use(
      http.post(acceptUrl, ({ request }) => {
        expect(new URL(request.url).searchParams.get('token')).toBe(token);
        return HttpResponse.json({
          customerId: '1000001',
          termsAndConditionsAcceptedBy: 'link',
          termsAndConditionsTimestamp: '2026-03-02T10:00:00.000Z',
          documentVersion: '2026-01',
        });
      }),
    );
    renderRoutes(`/public/accept-terms-conditions/${token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    expect(screen.getByText('For Alpine Outfitters GmbH (customer number 1000001)')).toBeVisible();
    const document = screen.getByRole('region', { name: 'Text of the terms and conditions' });
    expect(document).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { level: 2, name: '1. Geltung' })).toBeVisible();
    expect(document.innerHTML).not.toContain('script');
    expect(document.innerHTML).not.toContain('onclick');
    expect(document.innerHTML).not.toContain('javascript:');

    fireEvent.click(screen.getByRole('button', { name: 'Accept the terms and conditions' }));
    expect(await screen.findByText('Thank you')).toBeVisible();
    expect(screen.getByText(/You accepted the terms and conditions on .*2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the terms and conditions' })).not.toBeInTheDocument();
  });

  it('explains that a used link was already used, and when', async () => {
    serveDocument(() => HttpResponse.json({ ...terms, acceptedAt: '2026-02-20T08:15:00.000Z', linkUsed: true }));
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    expect(await screen.findByText('This link has already been used')).toBeVisible();
    expect(screen.getByText(/accepted on February 20, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the terms and conditions' })).not.toBeInTheDocument();
  });

  it('says the terms are already accepted when they were accepted in the portal, before any click', async () => {
    serveDocument(() => HttpResponse.json({ ...terms, acceptedAt: '2026-02-19T09:30:00.000Z' }));
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    expect(await screen.findByText('The terms and conditions are already accepted')).toBeVisible();
    expect(screen.getByText(/accepted on February 19, 2026/)).toBeVisible();
    expect(screen.queryByText('This link has already been used')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the terms and conditions' })).not.toBeInTheDocument();
  });

  it('explains a used link when accepting answers 410 (used meanwhile)', async () => {
    let used = false;
    serveDocument(() =>
      HttpResponse.json({ ...terms, acceptedAt: used ? '2026-02-21T12:00:00.000Z' : null, linkUsed: used }),
    );
    server.use(
      http.post(acceptUrl, () => {
        used = true;
        return HttpResponse.json({ error: 'Gone', message: 'Token already used' }, { status: 410 });
      }),
    );
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the terms and conditions' }));
    expect(await screen.findByText('This link has already been used')).toBeVisible();
    expect(await screen.findByText(/accepted on February 21, 2026/)).toBeVisible();
  });

  it('says clearly when the link is not valid', async () => {
    serveDocument(() => HttpResponse.json({ error: 'Not Found', message: 'Unknown token' }, { status: 404 }));
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    // An unknown link is an answer, not a failure to log and report.
    expect(reports).toEqual([]);
  });

  it('reports a failed load with the spec description and offers a retry', async () => {
    serveDocument(() => HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 500 }));
    renderRoutes(`/public/accept-terms-conditions/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The document could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS pub terms and conditions']);
  });
});
