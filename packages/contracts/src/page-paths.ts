import { hasPermissions } from './derive-permissions.ts';
import { matchesPathPattern } from './path-pattern.ts';
import { paths } from './paths.ts';
import type { PermissionFlags } from './permissions.ts';
import {
  remotePagePath,
  routeRequirement,
  sections,
  type AccessRequirement,
  type Section,
  type SectionRoute,
} from './sections.ts';

/** Whether a page address belongs to a section that needs no sign-in (spec 2.2), e.g. to prepare its texts. */
export function isPublicPagePath(pathname: string, manifest: readonly Section[] = sections): boolean {
  return manifest.some(
    (section) => section.area === 'public' && section.routes.some((route) => matchesPathPattern(route.path, pathname)),
  );
}

/**
 * Spec 2.5: whether an internal user acting on behalf may stay on this page address (a route of a section allowed
 * on behalf); leaving these ends the mode. The customer search is where the banner's back action leads, so the
 * mode lives on there too (from it staff go back into the customer, or pick another one); only close, or another
 * page, ends it.
 */
export function isOnBehalfPagePath(pathname: string, manifest: readonly Section[] = sections): boolean {
  const search = paths.customerSearch;
  if ([search.root, search.pattern].some((path) => matchesPathPattern(path, pathname))) return true;
  return manifest.some(
    (section) => section.allowedOnBehalf && section.routes.some((route) => matchesPathPattern(route.path, pathname)),
  );
}

/** The rules a page address must meet: its route's (else its section's), and a remote page's own on top. */
function pageRequirements(section: Section, route: SectionRoute, pathname: string): AccessRequirement[] {
  const requirements = [routeRequirement(section, route)];
  const { owner } = section;
  if (owner.kind === 'remote') {
    const page = owner.pages.find((candidate) => matchesPathPattern(remotePagePath(owner.mount, candidate), pathname));
    requirements.push(page?.access);
  }
  return requirements.filter((requirement) => requirement !== undefined);
}

/**
 * Whether a user with `flags` may open the page at `pathname`: it belongs to a route of the manifest whose rule
 * (the route's own, else its section's, and a remote page's own) the flags meet. Unknown addresses are not pages
 * anyone may open.
 */
export function canOpenPagePath(
  pathname: string,
  flags: PermissionFlags,
  manifest: readonly Section[] = sections,
): boolean {
  return manifest.some((section) =>
    section.routes.some(
      (route) =>
        matchesPathPattern(route.path, pathname) &&
        pageRequirements(section, route, pathname).every((requirement) => hasPermissions(flags, requirement)),
    ),
  );
}
