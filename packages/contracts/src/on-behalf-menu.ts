import { hasPermissions } from './derive-permissions.ts';
import type { PermissionFlags } from './permissions.ts';
import { remotePagePath, sectionLink, sections, type AccessRequirement, type Section } from './sections.ts';

/** One entry of the on-behalf banner's menu (spec 2.5), as the section manifest declares it. */
export interface OnBehalfMenuEntry {
  /** The section's id, or the remote page's name. */
  id: string;
  /** Label name in the `onBehalf` group. */
  label: string;
  to: string;
  /** Every rule the customer's permissions must meet for the entry to show (the section's, a page's own). */
  requirements: readonly AccessRequirement[];
}

/**
 * Spec 2.5: the menu's entries, from the sections allowed on behalf that place themselves (or one of their
 * remote's pages) in it: a section leads where its sidebar item does, a page to its own address.
 */
export function onBehalfMenuOf(manifest: readonly Section[] = sections): OnBehalfMenuEntry[] {
  return manifest
    .filter((section) => section.allowedOnBehalf)
    .flatMap((section) => {
      const sectionRules = section.access ? [section.access] : [];
      const own: OnBehalfMenuEntry[] = section.onBehalfMenu
        ? [
            {
              id: section.id,
              label: section.onBehalfMenu.label,
              to: section.onBehalfMenu.to ?? sectionLink(section, section.nav),
              requirements: sectionRules,
            },
          ]
        : [];
      const { owner } = section;
      const pages: OnBehalfMenuEntry[] =
        owner.kind === 'remote'
          ? owner.pages.flatMap((page) =>
              page.onBehalfMenu
                ? [
                    {
                      id: page.name,
                      label: page.onBehalfMenu.label,
                      to: page.onBehalfMenu.to ?? remotePagePath(owner.mount, page),
                      requirements: page.access ? [...sectionRules, page.access] : sectionRules,
                    },
                  ]
                : [],
            )
          : [];
      return [...own, ...pages];
    });
}

/** The entries a customer with these permissions may open. */
export function openOnBehalfMenuEntries(entries: readonly OnBehalfMenuEntry[], flags: PermissionFlags) {
  return entries.filter((entry) => entry.requirements.every((requirement) => hasPermissions(flags, requirement)));
}
