import { helpEntryId, layoutOf, type ContentPage } from '@portal/contracts';
import { plainTextOf } from '@portal/ui';

/** An FAQ answer: the accordion entry of the FAQ page. */
export interface FaqEntry {
  id: string;
  question: string;
  /** The answer as the CMS wrote it (text or HTML). */
  answer: string;
  /** The answer's words, for search. */
  answerText: string;
}

/** A topic of the help centre: one accordion of the FAQ page, with its questions. */
export interface FaqTopic {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/** An id as the URL and the API take it: lower case letters, digits and dashes. */
export const slugOf = helpEntryId;

/** The topics of the FAQ page: each accordion is a topic, named by its title (else the page's). */
export function topicsOf(page: ContentPage): FaqTopic[] {
  return page.rows
    .flatMap((row) => row.placements)
    .filter((placement) => layoutOf(placement.item.layoutVariant) === 'accordion')
    .map((placement) => ({
      id: slugOf(placement.item.id),
      title: placement.item.data.title ?? page.title ?? page.name,
      entries: (placement.item.data.entries ?? []).map((entry) => ({
        id: slugOf(entry.id),
        question: entry.title,
        answer: entry.body ?? '',
        answerText: plainTextOf(entry.body ?? ''),
      })),
    }))
    .filter((topic) => topic.entries.length > 0);
}

/** Lower case without accents, so "Rückgabe" is found by "ruckgabe" and "RÜCKGABE". */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface FaqMatch {
  topic: FaqTopic;
  entry: FaqEntry;
}

/** The answers whose question or answer holds every word of the query, questions that match first. */
export function searchFaq(topics: readonly FaqTopic[], query: string): FaqMatch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const matches = topics.flatMap((topic) =>
    topic.entries
      .map((entry) => {
        const question = fold(entry.question);
        const text = `${question} ${fold(entry.answerText)}`;
        if (!words.every((word) => text.includes(word))) return null;
        const inQuestion = words.filter((word) => question.includes(word)).length;
        return { topic, entry, inQuestion };
      })
      .filter((match) => match !== null),
  );
  return matches.sort((a, b) => b.inQuestion - a.inQuestion).map(({ topic, entry }) => ({ topic, entry }));
}
