import { onBehalfMenuOf, sections } from '@portal/contracts';
import { readLabelFile } from '@portal/portal-kit/testing';
import { describe, expect, it } from 'vitest';
import { internalCards } from '../../src/lib/internal-cards.ts';

// Label names chosen at run time cannot be checked by the label key types: the sites that use them cast, and
// this test checks that every such name has its text.
describe('label names built at run time', () => {
  const english = readLabelFile('en');
  const has = (group: string) => (name: string) => english[group]?.[name] !== undefined;

  it('names shell labels in the section manifest (titles, route titles, sidebar items)', () => {
    const comingSoon = (section: (typeof sections)[number]) =>
      section.owner.kind === 'host' && section.owner.feature === 'coming-soon';
    const names = sections.flatMap((section) => [
      // A section without a page yet is named by its title, else by its id (the coming-soon feature's page).
      ...(section.title ? [section.title] : comingSoon(section) ? [section.id] : []),
      ...section.routes.flatMap((route) => (route.title ? [route.title] : [])),
      ...(section.nav ? [section.nav.label] : []),
    ]);
    expect(names.filter((name) => !has('shell')(name))).toEqual([]);
  });

  it('names onBehalf labels for every entry of the on-behalf menu', () => {
    const names = onBehalfMenuOf().map((entry) => entry.label);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !has('onBehalf')(name))).toEqual([]);
  });

  it('names dashboard labels for every internal card', () => {
    const names = internalCards.flatMap((card) => [card.title, card.description]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !has('dashboard')(name))).toEqual([]);
  });
});
