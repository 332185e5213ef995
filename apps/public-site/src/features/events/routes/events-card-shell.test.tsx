import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answeredEvent,
  type FixtureEvent,
  type FixtureLanguage,
  fixture,
} from '../../../../../../tests/fixtures/first-event-card';
import { eventually, memoryStorage, publicServer, renderSite } from '../../../test/render-site';

/*
 * The server writes the events page's first card into the page (apps/server/src/static/
 * event-card-shell.ts) so its photo paints before this site's code has run; React replaces it with
 * this card. The two are one card written twice: tests/fixtures/first-event-card.json holds, for
 * its events, the card as a phone shows it above the fold in each language, and the server's test
 * holds its output to the same. Here the real page renders those events and its first card must be
 * that markup, but for what the server leaves to React (the text, the prices and Book).
 */

afterEach(cleanup);

type Language = FixtureLanguage;

/** An element as a tree of tags, attributes (in any order) and texts, to compare two markups by. */
type Shape = string | { tag: string; attributes: Record<string, string>; children: Shape[] };
function shapeOf(node: Node): Shape {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const element = node as Element;
  return {
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      [...element.attributes]
        .map(({ name, value }) => [name, value] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    children: [...element.childNodes].map(shapeOf),
  };
}

/** What the server leaves to React: below the fold on a phone. */
const REACT_ONLY = ['.content-card__text', '.event-card__prices', '.event-card__book'];

async function firstCardIn(language: Language, event: FixtureEvent): Promise<Element> {
  const server = publicServer((call) =>
    call.path === '/public/events'
      ? { status: 200, body: { events: [answeredEvent(event, (call.language ?? 'en') as Language)] } }
      : undefined,
  );
  await renderSite({ path: '/events', server, storage: memoryStorage({ language }) });
  const card = await eventually(() => {
    const found = document.querySelector('article.content-card');
    if (!found) throw new Error('no card yet');
    return found;
  });
  const copy = card.cloneNode(true) as Element;
  for (const selector of REACT_ONLY) for (const each of copy.querySelectorAll(selector)) each.remove();
  return copy;
}

function fixtureCard(markup: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.firstElementChild as Element;
}

const cards = fixture.cards as Record<string, Record<Language, string>>;

describe('the events page’s first card, as the server writes it into the page', () => {
  for (const event of fixture.events)
    for (const language of ['en', 'ar', 'pl'] as const)
      it(`is the card React draws, above the fold (${event.photo ? 'a photo' : 'no photo'}, ${language})`, async () => {
        const expected = cards[String(event.id)]?.[language];
        expect(expected, 'the fixture has the card').toBeTruthy();
        const card = await firstCardIn(language, event);
        expect(shapeOf(card)).toEqual(shapeOf(fixtureCard(expected as string)));
        cleanup();
      });
});
