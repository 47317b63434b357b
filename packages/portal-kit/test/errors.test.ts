import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api-client.ts';
import { reportError } from '../src/errors.ts';
import { subscribe, type ErrorEvent } from '../src/events.ts';

afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it('logs the failure and publishes the spec error event with the failure as text', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: ErrorEvent[] = [];
    const stop = subscribe('error', (event) => events.push(event));
    const failure = new ApiRequestError(500, { message: 'down' });
    reportError('Error getting the sold-to list', failure);
    reportError('Error getting the user permissions', { code: 42 });
    stop();
    expect(log).toHaveBeenCalledWith('Error getting the sold-to list', failure);
    expect(events).toEqual([
      {
        id: 'error',
        asset: 'BE',
        description: 'Error getting the sold-to list',
        techInfo: 'ApiRequestError: down (HTTP 500)',
      },
      { id: 'error', asset: 'BE', description: 'Error getting the user permissions', techInfo: '{"code":42}' },
    ]);
  });

  it('names the failed call’s request id, so its server log lines can be found', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const events: ErrorEvent[] = [];
    const stop = subscribe('error', (event) => events.push(event));
    reportError('Error getting the legacy url', new ApiRequestError(502, { message: 'bad gateway' }, 'req-7'));
    stop();
    expect(events[0]).toMatchObject({ description: 'Error getting the legacy url', requestId: 'req-7' });
  });
});
