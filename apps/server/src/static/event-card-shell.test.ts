import { describe, expect, it } from 'vitest';
import { answeredEvent, type FixtureEvent, fixture } from '../../../../tests/fixtures/first-event-card';
import { EVENT_CARD_LANGUAGES, type EventCardLanguage, firstEventShellHtml } from './event-card-shell';

/*
 * tests/fixtures/first-event-card.json holds the events page's first card as the public site's React
 * card draws it above the fold, in each language (its events-card-shell test renders the real page
 * and compares): the server's card must be the same markup, so the page does not change its look when
 * React replaces it.
 */

/** The card as a visitor in `language` sees it: the other languages' texts gone, its own unwrapped. */
function inLanguage(html: string, language: EventCardLanguage): string {
  return html.replace(
    /<span lang="(en|ar|pl)" data-shell-lang="\1">((?:(?!<\/span>).)*)<\/span>/g,
    (_whole, each: string, inner: string) => (each === language ? inner : ''),
  );
}

const cards = fixture.cards as Record<string, Record<EventCardLanguage, string>>;

describe('the events page’s first card, written by the server', () => {
  for (const event of fixture.events)
    it(`is the public site’s card in each language (${event.photo ? 'a photo' : 'no photo, its date leaf'})`, () => {
      const html = firstEventShellHtml((language) => answeredEvent(event, language));
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      // The one attribute the React card does not carry: the photo is fetched first, at once.
      for (const language of EVENT_CARD_LANGUAGES)
        expect(inLanguage(article, language).replace(' fetchpriority="high"', ''), language).toBe(
          cards[String(event.id)]?.[language],
        );
    });

  it('asks for the photo first, with the sources and sizes the card’s <picture> offers', () => {
    const [event] = fixture.events as [FixtureEvent];
    const html = firstEventShellHtml((language) => answeredEvent(event, language));
    expect(html).toMatch(/^<ul class="content-page__list" data-shell-card><li><article /);
    expect(html.match(/<img [^>]*>/g)).toEqual([expect.stringContaining('fetchpriority="high"')]);
    expect(html).not.toContain('loading=');
  });

  it('escapes the staff’s texts', () => {
    const [event] = fixture.events as [FixtureEvent];
    const html = firstEventShellHtml((language) => ({
      ...answeredEvent(event, language),
      event_name: '<img src=x onerror=alert(1)>',
      address: '"><script>alert(1)</script>',
      photo: 'x" onerror="alert(1)',
    }));
    expect(html).not.toMatch(/<script|<img src=x|" onerror/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});
