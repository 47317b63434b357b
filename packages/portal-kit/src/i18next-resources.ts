// The label groups and names of the portal as i18next's resources type: `t` and `useTranslation` of every front
// end (the host, its features, the remotes) accept only keys that the en-US label files have, so a wrong key fails
// the typecheck. The types are generated from the label files (`npm run labels:types`).
import type { PortalLabelResources } from '@portal/contracts/label-types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    // Label names are flat: `group.name` is split once into namespace and name (apps/portal/src/lib/i18n.ts).
    keySeparator: false;
    nsSeparator: false;
    resources: PortalLabelResources;
  }
}
