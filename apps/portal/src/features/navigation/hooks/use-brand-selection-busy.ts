import { subscribe } from '@portal/portal-kit';
import { useEffect, useState } from 'react';

/** Spec 2.4: every item is disabled while a brand selection is loading. */
export function useBrandSelectionBusy(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(
    () =>
      subscribe('brandSelectionModal', (event) => {
        setBusy(event.show && event.isLoading === true);
      }),
    [],
  );
  return busy;
}
