import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../../intl/ar.json';
import { Button } from '../button/button';
import { UiLocaleProvider, type UiMessages } from './ui-locale';
import { UiProvider, useUiMessage } from './ui-provider';

function Page() {
  const t = useUiMessage();
  return (
    <main>
      <Button loading>حفظ</Button>
      {t('ui.common.loading')}
    </main>
  );
}

function loadingButton(messages: UiMessages) {
  return renderToString(
    <UiLocaleProvider locale="pl" messages={messages}>
      <Button loading>Zapisz</Button>
    </UiLocaleProvider>,
  );
}

describe('UiProvider on the server', () => {
  it('renders its content at once when given the messages', () => {
    const html = renderToString(
      <UiProvider locale="ar" messages={ar}>
        <Page />
      </UiProvider>,
    );
    expect(html).toContain('حفظ');
    // Button's message (read without react-intl) and one formatted through it, both in Arabic.
    expect(html.match(/جارٍ التحميل…/g)).toHaveLength(2);
  });

  it('without them it suspends: renderToString gives the Suspense fallback', () => {
    const html = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <UiProvider locale="pl">
          <Page />
        </UiProvider>
      </Suspense>,
    );
    expect(html).toContain('waiting');
    expect(html).not.toContain('حفظ');
  });
});

describe('UiLocaleProvider', () => {
  it("gives Button its message from precompiled literals, the form a build's catalogue takes", () => {
    const html = loadingButton({ ...ar, 'ui.common.loading': [{ type: 0, value: 'Ładowanie…' }] });
    expect(html).toContain('Ładowanie…');
  });

  it('shows a message with arguments by its id rather than unformatted ICU', () => {
    const html = loadingButton({ ...ar, 'ui.common.loading': 'Ładowanie {count}' });
    expect(html).toContain('ui.common.loading');
    expect(html).not.toContain('{count}');
  });
});
