// The built Storybook's docs pages (each widget's autodocs page and the guides written in MDX), opened
// in Chromium in one language and checked: the page drew its content, none of its examples failed, and
// axe-core finds no violation in the whole page, the docs blocks (props tables, controls) included.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { STORYBOOK_DIR } from './storybook.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Every docs entry of the built Storybook, in the order of its sidebar. */
export function readDocsEntries(dir = STORYBOOK_DIR) {
  const indexPath = join(dir, 'index.json');
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: build the Storybook first (npm run build-storybook).`);
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'docs');
}

export function docsUrl(baseUrl, docsId, locale) {
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(docsId)}&viewMode=docs&globals=locale:${locale}`;
}

/**
 * A page has rendered when the docs container holds a heading and text, and every story it embeds has
 * finished (or failed). Storybook shows its error screen instead of the docs when the page throws.
 */
function docsState() {
  const docs = document.querySelector('#storybook-docs');
  const errorShown = document.body.classList.contains('sb-show-errordisplay');
  const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
  return {
    errorShown,
    errorMessage: errorShown ? (document.querySelector('#error-message')?.textContent ?? '').trim() : '',
    heading: docs?.querySelector('h1, h2')?.textContent?.trim() ?? '',
    textLength: (docs?.textContent ?? '').trim().length,
    embedded: docs?.querySelectorAll('.docs-story').length ?? 0,
    unwrapped: Array.from(docs?.querySelectorAll('.docs-story') ?? []).filter(
      (block) => !block.querySelector('[data-docs-example]'),
    ).length,
    errored: renders.filter((render) => render.phase === 'errored').map((render) => render.id),
    // An open modal hides the rest of the page from assistive technology, so axe would see almost nothing.
    modalOpen: Boolean(document.querySelector('[aria-modal="true"]')),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    // Each example on the page carries the toolbar's language and direction (the prose around it is English).
    examples: Array.from(document.querySelectorAll('[data-docs-example]'), (example) => ({
      lang: example.getAttribute('lang'),
      dir: example.getAttribute('dir'),
    })),
  };
}

/**
 * Opens one docs page in one language, waits for it to render and runs axe-core over the whole
 * document. Resolves with the problems found (empty when the page passes) and what was measured.
 */
export async function checkDocsPage(page, baseUrl, entry, locale, { timeout = 30_000 } = {}) {
  const pageErrors = [];
  const onPageError = (error) => pageErrors.push(error.message.split('\n')[0]);
  page.on('pageerror', onPageError);
  const problems = [];
  try {
    await page.goto(docsUrl(baseUrl, entry.id, locale), { waitUntil: 'load' });
    await page
      .waitForFunction(
        () => {
          const docs = document.querySelector('#storybook-docs');
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          if (!docs?.querySelector('h1')) return false;
          const renders = window.__STORYBOOK_PREVIEW__?.storyRenders ?? [];
          const settled = renders.every((render) =>
            ['completed', 'finished', 'errored', 'aborted'].includes(render.phase),
          );
          // React commits an example a moment after its render reports completion.
          const blocks = Array.from(docs.querySelectorAll('.docs-story'));
          return settled && blocks.every((block) => block.querySelector('[data-docs-example]'));
        },
        undefined,
        { timeout, polling: 100 },
      )
      .catch(() => problems.push(`did not finish rendering within ${timeout / 1000} s`));
    // Fonts and two frames, so axe measures colours and sizes of what is drawn.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const state = await page.evaluate(docsState);
    if (state.errorShown)
      problems.push(`Storybook shows its error screen: ${state.errorMessage.split('\n')[0]}`);
    if (!state.heading) problems.push('the page has no heading');
    if (state.modalOpen) problems.push('an open modal dialog covers the page');
    // A docs page that rendered has at least a title and a paragraph; an empty container is a failure.
    if (state.textLength < 80) problems.push(`the page shows only ${state.textLength} characters of text`);
    for (const id of state.errored) problems.push(`the embedded story ${id} failed`);
    for (const message of pageErrors) problems.push(`uncaught error: ${message}`);
    // A page with examples draws them through UiProvider, which sets the page's language and direction.
    const expectedDir = locale === 'ar' ? 'rtl' : 'ltr';
    if (state.embedded > 0 && (state.lang !== locale || state.dir !== expectedDir)) {
      problems.push(`<html lang dir> is "${state.lang}" "${state.dir}", not "${locale}" "${expectedDir}"`);
    }
    if (state.unwrapped > 0)
      problems.push(`${state.unwrapped} of its examples are not wrapped in their language`);
    for (const example of state.examples) {
      if (example.lang !== locale || example.dir !== expectedDir) {
        problems.push(
          `an example renders as "${example.lang}" "${example.dir}", not "${locale}" "${expectedDir}"`,
        );
        break;
      }
    }
    const violations = await runAxe(page);
    for (const violation of violations) {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ');
      problems.push(`axe ${violation.id} (${violation.impact}): ${violation.help} at ${targets}`);
    }
    return { problems, state };
  } finally {
    page.off('pageerror', onPageError);
  }
}

async function runAxe(page) {
  // A story drawn in its own iframe on the page is checked too: axe reaches into frames that have it.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof window.axe === 'object').catch(() => true))) {
      await frame.addScriptTag({ content: AXE_SOURCE });
    }
  }
  return page.evaluate(async () => {
    // The preview's hidden story root and error screens are not part of the docs page a reader sees.
    const result = await window.axe.run(
      { include: [['body']], exclude: [['#storybook-root'], ['.sb-errordisplay'], ['.sb-preparing-story']] },
      { resultTypes: ['violations'] },
    );
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
}
