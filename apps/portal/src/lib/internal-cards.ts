import {
  sectionLink,
  sections,
  type AccessRequirement,
  type DashboardCardGroup,
  type LegacyModuleId,
  type Section,
} from '@portal/contracts';
import type { LabelName } from '@portal/contracts/label-types';
import { FileSpreadsheet, FileX2, LayoutTemplate, UserCog, type LucideIcon } from 'lucide-react';
import { sectionIconComponents } from './section-icons.ts';

/** What a card does when chosen. */
export type CardAction =
  | { kind: 'route'; to: string }
  /** A legacy module without a page of its own: its address is asked for and opened in a new tab. */
  | { kind: 'legacy'; module: LegacyModuleId }
  /** An outside address from the runtime configuration, in a new tab. */
  | { kind: 'external'; link: 'cms' | 'cancellationForm' }
  /** Spec 7: the VAS document, opened in an online office viewer and downloaded. */
  | { kind: 'vas' };

export interface InternalCard {
  id: string;
  /** Label names in the `dashboard` group. */
  title: LabelName<'dashboard'>;
  description: LabelName<'dashboard'>;
  icon: LucideIcon;
  access: AccessRequirement;
  action: CardAction;
  /** The heading the staff dashboard lists it under (issue 34). */
  group: DashboardCardGroup;
}

interface OrderedCard extends InternalCard {
  order: number;
}

/** Spec 2.6 cards that open something outside the portal's routes; the others come from the section manifest. */
const toolCards: readonly OrderedCard[] = [
  card('cms', 100, LayoutTemplate, { allOf: ['cms'] }, { kind: 'external', link: 'cms' }, 'content'),
  card('adminTool', 130, UserCog, { allOf: ['adminTool'] }, { kind: 'legacy', module: 'ADMIN' }, 'tools'),
  card('vas', 180, FileSpreadsheet, { allOf: ['vasMenu'] }, { kind: 'vas' }, 'tools'),
  card(
    'cancellationForm',
    210,
    FileX2,
    { allOf: ['cancellationForm'] },
    { kind: 'external', link: 'cancellationForm' },
    'customerService',
  ),
];

/** The cards of each manifest, built once: the navigation and the dashboard ask for them on every render. */
const cardsByManifest = new WeakMap<readonly Section[], readonly InternalCard[]>();

/** Spec 2.6, internal dashboard cards in the spec's order, each shown only with its permission. */
export function internalCardsOf(manifest: readonly Section[] = sections): readonly InternalCard[] {
  const known = cardsByManifest.get(manifest);
  if (known) return known;
  const sectionCards = manifest.flatMap((section) =>
    section.card
      ? [
          card(
            section.card.id,
            section.card.order,
            sectionIconComponents[section.card.icon],
            section.access ?? {},
            { kind: 'route', to: sectionLink(section, section.card) },
            section.card.group,
          ),
        ]
      : [],
  );
  const cards = [...sectionCards, ...toolCards]
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...internalCard }) => internalCard);
  cardsByManifest.set(manifest, cards);
  return cards;
}

export const internalCards: readonly InternalCard[] = internalCardsOf();

function card(
  id: string,
  order: number,
  icon: LucideIcon,
  access: AccessRequirement,
  action: CardAction,
  group: DashboardCardGroup,
): OrderedCard {
  const key = id.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  // Names built from the card id: the internal cards' test checks that each has its texts in the label files.
  const title = `card_${key}` as LabelName<'dashboard'>;
  const description = `card_${key}_description` as LabelName<'dashboard'>;
  return { id, order, title, description, icon, access, action, group };
}
