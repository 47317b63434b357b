import type { ContentPage } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { searchFaq, slugOf, topicsOf } from '../src/lib/faq.ts';

const accordion = (id: string, title: string, entries: Array<[string, string, string]>) => ({
  id: `row-${id}`,
  placements: [
    {
      name: id,
      span: 12,
      item: {
        id,
        name: id,
        layoutVariant: 'b2b-accordion',
        data: { title, entries: entries.map(([entryId, question, body]) => ({ id: entryId, title: question, body })) },
      },
    },
  ],
});

const page = {
  id: 'faq',
  name: 'FAQ',
  title: 'Frequently asked questions',
  language: 'de',
  rows: [
    {
      id: 'intro',
      placements: [
        {
          name: 'intro',
          span: 12,
          item: { id: 'intro', name: 'intro', layoutVariant: 'b2b-text-banner', data: { title: 'Hello' } },
        },
      ],
    },
    accordion('Bestellungen', 'Bestellungen', [
      ['faq-1', 'Wann kann ich vorbestellen?', 'Jede Saison hat ein <b>Bestellfenster</b> für jede Bestellung.'],
      ['faq-2', 'Kann ich eine Bestellung ändern?', 'Ja, bis zur Zuteilung im Lager.'],
    ]),
    accordion('returns', 'Rücksendungen', [
      ['faq-5', 'Wie sende ich Ware zurück?', 'Über Retouren. Die Rückgabe ist kostenlos.'],
    ]),
  ],
} as unknown as ContentPage;

describe('FAQ topics', () => {
  it('makes each accordion a topic with URL-safe ids', () => {
    const topics = topicsOf(page);
    expect(topics.map((topic) => [topic.id, topic.title, topic.entries.length])).toEqual([
      ['bestellungen', 'Bestellungen', 2],
      ['returns', 'Rücksendungen', 1],
    ]);
    expect(topics[0]?.entries[0]?.answerText).toBe('Jede Saison hat ein Bestellfenster für jede Bestellung.');
    expect(slugOf('Über Rücksendungen & Garantie')).toBe('uber-rucksendungen-garantie');
  });

  it('searches questions and answers for every word, without case or accents, questions first', () => {
    const topics = topicsOf(page);
    const ids = (query: string) => searchFaq(topics, query).map(({ entry }) => entry.id);
    expect(ids('RUCKGABE kostenlos')).toEqual(['faq-5']);
    expect(ids('bestellfenster')).toEqual(['faq-1']);
    expect(ids('bestellung')).toEqual(['faq-2', 'faq-1']);
    expect(ids('lager vorbestellen')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });
});
