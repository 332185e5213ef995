import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../intl/ar.json';
import { Button } from '../button/button';
import { UiLocaleProvider } from './ui-locale';
import { UiProvider, useUiMessage } from './ui-provider';

function Page() {
  const t = useUiMessage();
  return createElement('main', null, createElement(Button, { loading: true }, 'حفظ'), t('ui.common.loading'));
}

describe('UiProvider on the server', () => {
  it('renders its content at once when given the messages', () => {
    const html = renderToString(
      createElement(UiProvider, { locale: 'ar', messages: ar, children: createElement(Page) }),
    );
    expect(html).toContain('حفظ');
    // Button's message (read without react-intl) and one formatted through it, both in Arabic.
    expect(html.match(/جارٍ التحميل…/g)).toHaveLength(2);
  });

  it('without them it suspends: renderToString gives the Suspense fallback', () => {
    const html = renderToString(
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'waiting') },
        createElement(UiProvider, { locale: 'pl', children: createElement(Page) }),
      ),
    );
    expect(html).toContain('waiting');
    expect(html).not.toContain('حفظ');
  });
});

describe('UiLocaleProvider', () => {
  it("gives Button its message from precompiled literals, the form a build's catalogue takes", () => {
    const messages = { ...ar, 'ui.common.loading': [{ type: 0, value: 'Ładowanie…' }] };
    const html = renderToString(
      createElement(UiLocaleProvider, {
        locale: 'pl',
        messages,
        children: createElement(Button, { loading: true }, 'Zapisz'),
      }),
    );
    expect(html).toContain('Ładowanie…');
  });

  it('shows a message with arguments by its id rather than unformatted ICU', () => {
    const messages = { ...ar, 'ui.common.loading': 'Ładowanie {count}' };
    const html = renderToString(
      createElement(UiLocaleProvider, {
        locale: 'pl',
        messages,
        children: createElement(Button, { loading: true }, 'Zapisz'),
      }),
    );
    expect(html).toContain('ui.common.loading');
    expect(html).not.toContain('{count}');
  });
});
