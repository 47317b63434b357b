import { sections, type Section } from '@portal/contracts';
import { clearPortalState, storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useOnBehalfMenu } from '../../../src/features/on-behalf/hooks/use-on-behalf-menu.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { Providers, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);
afterEach(clearPortalState);

/** The menu for a customer whose sold-to has these privileges. */
function menuFor(enabled: string[], manifest: readonly Section[] = sections) {
  storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001', enabled)] }));
  storeSelectedSoldTo(soldTo('1000001'));
  return renderHook(() => useOnBehalfMenu(manifest), { wrapper: Providers }).result.current;
}

describe('useOnBehalfMenu (spec 2.5)', () => {
  it("lists the customer's sections from the manifest, sorted by label, each leading to its page", () => {
    expect(menuFor(['TICKET', 'CONTACTS', 'DOCUMENT', 'DOCUMENT_INVOICE', 'FAQ'])).toEqual([
      { id: 'contacts', label: 'Contacts', to: '/account/contacts' },
      { id: 'documents', label: 'Documents', to: '/documents' },
      { id: 'help', label: 'Help and FAQ', to: '/faqs' },
      { id: 'tickets', label: 'Tickets', to: '/ticket/history' },
    ]);
  });

  it('changes with the manifest alone: a section removed, or placed otherwise, changes its entry', () => {
    const without = sections.filter((section) => section.id !== 'tickets');
    expect(menuFor(['TICKET'], without)).toEqual([]);
    const moved = sections.map((section) =>
      section.id === 'tickets' ? { ...section, onBehalfMenu: { label: 'menu_faqs', to: '/ticket' } } : section,
    );
    expect(menuFor(['TICKET'], moved)).toEqual([{ id: 'tickets', label: 'Help and FAQ', to: '/ticket' }]);
  });
});
