import { getUpdateEndpoint, getUpdatesEndpoint } from '@portal/contracts';
import { describePageStates, mockEndpoint, startMockServer } from '@portal/portal-kit/testing';
import remoteModule from '../src/module.ts';

/**
 * Each page of the updates remote while it loads, with nothing to show, on a failure and on a 403. An update that
 * is gone (404) is its page's "nothing to show", so a failure must not be taken for one.
 */

const server = startMockServer();
const noUpdates = { items: [], pageNumber: 0, pageSize: 10, totalElements: 0, unread: 0 };
const gone = () => Response.json({ error: 'Not Found', message: 'gone' }, { status: 404 });

describePageStates(remoteModule, server, [
  {
    name: 'the updates list',
    path: '/updates',
    calls: (answer) => mockEndpoint(getUpdatesEndpoint, answer),
    loading: 'Loading updates…',
    empty: { answer: () => noUpdates, shown: { heading: 'No updates yet' } },
    failure: { heading: 'Your updates could not be loaded' },
    refusal: { shown: { heading: 'You cannot see these updates' } },
  },
  {
    name: 'one update',
    path: '/updates/00000000-0000-4000-8000-000000000001',
    calls: (answer) => mockEndpoint(getUpdateEndpoint, answer),
    loading: 'Loading updates…',
    empty: { answer: gone, shown: { heading: 'This update is no longer available' } },
    failure: { heading: 'Your updates could not be loaded' },
    refusal: { shown: { heading: 'You cannot see these updates' } },
  },
]);
