import '@minbar/ui/theme/global.css';
import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { STORY_LOCALE_GLOBAL, storyLocale } from '@minbar/ui/provider/story-locale';
import { UiProvider } from '@minbar/ui/provider/ui-provider';
import type { Preview } from '@storybook/react-vite';
import { defaultLookMessage, findDefaultLook } from './default-look';

/*
 * The vitest config defines __STORYBOOK_LOCALE__ per test project so the whole suite also runs in
 * Arabic (right to left); Storybook itself starts in English and the toolbar switches language.
 */
declare const __STORYBOOK_LOCALE__: string | undefined;
const initialLocale = typeof __STORYBOOK_LOCALE__ === 'string' ? __STORYBOOK_LOCALE__ : 'en';

const preview = {
  globalTypes: {
    [STORY_LOCALE_GLOBAL]: {
      description: 'Language and direction of the rendered story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
          { value: 'pl', title: 'Polski (LTR)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [STORY_LOCALE_GLOBAL]: initialLocale },
  // Pages load one language at a time; stories switch language from the toolbar and their play
  // functions read messages directly, so every language of every catalogue is loaded first.
  loaders: [async () => ({ messagesLoaded: await loadEveryLocale() })],
  // A story whose button, input, select, table or heading is drawn in the browser's own look (its
  // component forgot to import its stylesheet) fails, in the test run and in Storybook alike.
  // `parameters: { defaultLook: { disable: true } }` exempts a story that shows unstyled markup on purpose.
  afterEach: async ({ parameters, viewMode }) => {
    if (viewMode !== 'story' || parameters.defaultLook?.disable) return;
    const findings = findDefaultLook(document.body);
    if (findings.length > 0) throw new Error(defaultLookMessage(findings));
  },
  decorators: [
    (Story, context) => (
      <UiProvider locale={storyLocale(context.globals)}>
        <Story />
      </UiProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story in the test run, not just a warning in the panel.
    a11y: { test: 'error' },
    // Chromatic snapshots every story once per mode: each sets the locale global, so every story is
    // captured in English, Arabic (right to left) and Polish.
    chromatic: {
      modes: {
        en: { [STORY_LOCALE_GLOBAL]: 'en' },
        ar: { [STORY_LOCALE_GLOBAL]: 'ar' },
        pl: { [STORY_LOCALE_GLOBAL]: 'pl' },
      },
    },
  },
} satisfies Preview;

export default preview;
