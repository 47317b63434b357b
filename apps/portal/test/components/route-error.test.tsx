import { subscribe, type ErrorEvent } from '@portal/portal-kit';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../src/components/route-error.tsx';
import { renderRoutes, setUpI18n } from '../support/render.tsx';

beforeAll(setUpI18n);
afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteError (spec 2.6 error boundary)', () => {
  it('shows dashboard.generic_error instead of a blank page and reports the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reports: ErrorEvent[] = [];
    const stop = subscribe('error', (event) => reports.push(event));
    renderRoutes('/', [{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    stop();
    expect(reports[0]).toMatchObject({ description: 'Error rendering the page', techInfo: 'Error: render failed' });
  });
});
