import '@minbar/ui/theme/global.css';
import { Button } from '@minbar/ui/button/button';
import { loadEveryLocale } from '@minbar/ui/provider/message-catalogue';
import { resolveStoryContent, setStoryContentLocale } from '@minbar/ui/provider/story-content';
import { STORY_LOCALE_GLOBAL, storyLocale } from '@minbar/ui/provider/story-locale';
import { directionOf, UiProvider } from '@minbar/ui/provider/ui-provider';
import {
  ArgTypes,
  Controls,
  Description,
  DocsContainer,
  type DocsContainerProps,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { type ComponentType, type ReactNode, useState } from 'react';
import { defaultLookMessage, findDefaultLook } from './default-look';
import { directionMessage, findUnisolatedRuns } from './direction-check';
import { englishMessage, findEnglishLeftBehind } from './english-left-behind';

/*
 * The vitest config defines __STORYBOOK_LOCALE__ per test project so the whole suite also runs in
 * Arabic (right to left); Storybook itself starts in English and the toolbar switches language.
 */
declare const __STORYBOOK_LOCALE__: string | undefined;
const initialLocale = typeof __STORYBOOK_LOCALE__ === 'string' ? __STORYBOOK_LOCALE__ : 'en';

/*
 * In the story run, a story renders at the contact sheet's desktop size (its visual check compares
 * that picture), unless the story asks for a viewport of its own (a phone, the hall's TV). Storybook
 * itself keeps its own default, the whole width of its canvas.
 */
declare const __STORYBOOK_VIEWPORT__: { width: number; height: number } | undefined;
const testViewport = typeof __STORYBOOK_VIEWPORT__ === 'object' ? __STORYBOOK_VIEWPORT__ : undefined;
const viewportOptions = testViewport
  ? {
      storyRun: {
        name: 'Story run (desktop)',
        styles: { width: `${testViewport.width}px`, height: `${testViewport.height}px` },
        type: 'desktop' as const,
      },
    }
  : {};

/*
 * A docs page is one document for its readers: its content sits in a main landmark, so screen reader
 * users can jump to it and axe's landmark rule holds on every docs page as on the apps' pages. Its
 * prose is English and reads left to right whatever the toolbar's language; the examples in it do not.
 */
function DocsPage({ children, context }: DocsContainerProps & { children?: ReactNode }) {
  return (
    <main lang="en" dir="ltr">
      <DocsContainer context={context}>{children}</DocsContainer>
    </main>
  );
}

/**
 * What a widget's story file says about its use beyond its props, shown on its docs page:
 * `parameters.docs.keyboard` (each key or gesture and what it does) and
 * `parameters.docs.rightToLeft` (Markdown: what mirrors in Arabic and what does not) and
 * `parameters.docs.propsOf` (the widget's own props table, when the stories wrap it in an example).
 */
interface WidgetNotesParameters {
  keyboard?: Array<[keys: string, does: string]>;
  rightToLeft?: string;
  /** The widget, when the stories render it inside an example component of their own. */
  propsOf?: ComponentType<never>;
}

function WidgetNotes() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const notes: WidgetNotesParameters = preparedMeta.parameters.docs ?? {};
  const sections = [
    notes.keyboard
      ? [
          '## Keyboard',
          '',
          '| Key | Does |',
          '| --- | --- |',
          ...notes.keyboard.map(([keys, does]) => `| ${keys} | ${does} |`),
        ].join('\n')
      : '',
    notes.rightToLeft ? `## Right to left\n\n${notes.rightToLeft}` : '',
  ].filter(Boolean);
  return (
    <>
      {sections.length > 0 ? <Markdown>{sections.join('\n\n')}</Markdown> : null}
      {notes.propsOf ? (
        <>
          <Markdown>{'## Props'}</Markdown>
          <ArgTypes of={notes.propsOf} />
        </>
      ) : null}
    </>
  );
}

/*
 * A widget's page: its description (what it is, its keyboard map, its right-to-left rules), the
 * primary story with the controls under it, then every other state once (the primary is not drawn a
 * second time, which would repeat its landmarks and ids on the page).
 */
function WidgetPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <WidgetNotes />
      <Primary />
      <Controls />
      <Stories includePrimary={false} />
    </>
  );
}

/*
 * Controls a designer can use on every widget page: a boolean is a pair of radio buttons (Storybook's
 * own switch draws its unselected label below the contrast the docs pages are held to), and props
 * that take objects, arrays, functions, React nodes or an unknown type are shown in the table without
 * a control (a JSON tree is no way to try a widget, and its markup fails axe's list rule).
 */
type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

const readableControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      if (argType.control !== undefined) return [name, argType];
      const kind = argType.type?.name;
      if (kind === 'boolean') {
        return [name, { ...argType, control: { type: 'inline-radio' }, options: [false, true] }];
      }
      if (
        kind === undefined ||
        kind === 'object' ||
        kind === 'array' ||
        kind === 'function' ||
        kind === 'other'
      ) {
        return [name, { ...argType, control: false }];
      }
      return [name, argType];
    }),
  );

/**
 * How a modal dialog's stories show on a docs page (`parameters.docs.modal`): an open modal would
 * cover the page and hide the rest of it from assistive technology, so there each starts closed.
 * `'own-trigger'`: the story draws its own button that opens it. `'title-button'`: a button
 * named with the dialog's title is added to open it.
 */
type DocsModal = 'own-trigger' | 'title-button';

interface ModalArgs {
  title?: ReactNode;
  onOpenChange?: (open: boolean) => void;
}

function ClosedModal({
  Story,
  args,
  withButton,
}: {
  Story: ComponentType<{ args: object }>;
  args: ModalArgs;
  withButton: boolean;
}) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    args.onOpenChange?.(next);
  };
  return (
    <>
      {withButton ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {args.title}
        </Button>
      ) : null}
      <Story args={{ ...args, open, onOpenChange }} />
    </>
  );
}

const preview = {
  argTypesEnhancers: [readableControls],
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
  initialGlobals: {
    [STORY_LOCALE_GLOBAL]: initialLocale,
    ...(testViewport ? { viewport: { value: 'storyRun', isRotated: false } } : {}),
  },
  // Pages load one language at a time; stories switch language from the toolbar and their play
  // functions read messages directly, so every language of every catalogue is loaded first.
  loaders: [async () => ({ messagesLoaded: await loadEveryLocale() })],
  // A story whose button, input, select, table or heading is drawn in the browser's own look (its
  // component forgot to import its stylesheet) fails, in the test run and in Storybook alike.
  // `parameters: { defaultLook: { disable: true } }` exempts a story that shows unstyled markup on purpose.
  // In the story run, the page's body is laid out as Storybook's own frame lays it out (its padding,
  // or none for a full-screen story), so a story's picture is the one Storybook shows.
  beforeEach: ({ parameters, globals }) => {
    setStoryContentLocale(globals);
    if (!testViewport) return;
    const layout = parameters.layout === 'fullscreen' ? 'fullscreen' : 'padded';
    document.body.classList.remove('sb-main-padded', 'sb-main-fullscreen');
    document.body.classList.add('sb-show-main', `sb-main-${layout}`);
  },
  // In Arabic, a phone number, a signed amount or a code left bare in right-to-left text fails the
  // story too (`parameters: { directionCheck: { disable: true } }` exempts one that shows it on purpose).
  // In Arabic and Polish, sample content left in English fails it (english-left-behind.ts);
  // `parameters: { englishCheck: { disable: true } }` is for a story that shows the English interface on purpose.
  afterEach: async ({ parameters, viewMode, globals }) => {
    if (viewMode !== 'story') return;
    if (!parameters.defaultLook?.disable) {
      const findings = findDefaultLook(document.body);
      if (findings.length > 0) throw new Error(defaultLookMessage(findings));
    }
    if (storyLocale(globals) === 'ar' && !parameters.directionCheck?.disable) {
      const runs = findUnisolatedRuns(document.body);
      if (runs.length > 0) throw new Error(directionMessage(runs));
    }
    const locale = storyLocale(globals);
    if ((locale === 'ar' || locale === 'pl') && !parameters.englishCheck?.disable) {
      const findings = findEnglishLeftBehind(document.body, locale);
      if (findings.length > 0) throw new Error(englishMessage(findings, locale));
    }
  },
  decorators: [
    (Story, context) => {
      // Before the story renders: its sample content is chosen in its language (story-content.ts).
      const locale = setStoryContentLocale(context.globals);
      // Args written in each language (byLanguage) become the story's language's before it renders.
      const args = resolveStoryContent(context.args, locale);
      const story = (
        <UiProvider locale={locale}>{args === context.args ? <Story /> : <Story args={args} />}</UiProvider>
      );
      // On a docs page the prose around the examples is English, left to right: each example carries
      // the toolbar's language and direction itself (its portals follow <html>, which UiProvider sets).
      if (context.viewMode !== 'docs') return story;
      const modal: DocsModal | undefined = context.parameters.docs?.modal;
      return (
        <div lang={locale} dir={directionOf(locale)} data-docs-example="">
          {modal ? (
            <UiProvider locale={locale}>
              <ClosedModal Story={Story} args={args} withButton={modal === 'title-button'} />
            </UiProvider>
          ) : (
            story
          )}
        </div>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    ...(testViewport ? { viewport: { options: viewportOptions } } : {}),
    // Docs pages follow the locale toolbar like the stories: their examples render through the same
    // decorator, and UiProvider sets the page's `lang` and `dir`.
    docs: { container: DocsPage, page: WidgetPage },
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
