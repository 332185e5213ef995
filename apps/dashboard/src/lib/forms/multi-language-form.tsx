import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { type AnyFieldMeta, useStore } from '@tanstack/react-form';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { useFormContext, useFormElementContext } from './form-context';
import { LeaveGuard, useValuesChanged } from './unsaved-changes';
import './multi-language-form.css';

export interface LanguageTab<L extends string = string> {
  value: L;
  /** The tab's visible label ("AR"). */
  label: string;
  /** The language's name ("Arabic"), used in the tab's accessible name when it holds an error. */
  name: string;
  /** The language's code, so the label is read in its own language. */
  lang: string;
  /** The form fields this tab holds. */
  fields: readonly string[];
}

/** The languages the product's content is written in, in tab order. */
export const CONTENT_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The EN, AR and PL tabs of a form that holds each text in every content language. */
export function useContentLanguageTabs(
  fieldsByLanguage: Record<ContentLanguage, readonly string[]>,
): LanguageTab<ContentLanguage>[] {
  const t = useT();
  return CONTENT_LANGUAGES.map((language) => ({
    value: language,
    label: t(`forms.tab.${language}`),
    name: t(`forms.language.${language}`),
    lang: language,
    fields: fieldsByLanguage[language],
  }));
}

export interface MultiLanguageFieldsProps<L extends string> {
  tabs: readonly LanguageTab<L>[];
  /** The tab list's accessible name; "Languages" by default. */
  label?: string;
  initialTab?: L;
  /** Each tab's fields (form.AppField elements); only the open tab's are mounted, all keep their values. */
  children: (tab: LanguageTab<L>) => ReactNode;
  /**
   * Ask before leaving the route while the values differ from `baseline` (the form's defaultValues
   * unless given). A form in a dialog turns this off and guards its close instead (useDiscardGuard).
   */
  guardNavigation?: boolean;
  baseline?: Record<string, string>;
  /**
   * Asked when the user picks another tab: call `proceed` to switch (now or after a question, such as
   * "save first?"), or not at all to stay. A refused submit still opens the tab of its first error.
   */
  beforeTabChange?: (next: L, proceed: () => void) => void;
}

/**
 * The fields of one form split over language tabs (EN, AR, PL...), rendered inside a FormElement. A
 * tab holding a message is marked (an icon, and "Arabic, has errors" in its accessible name); a
 * refused submit opens the first marked tab and focuses its first invalid field. Messages show
 * after touch or after a submit attempt, as everywhere else.
 */
export function MultiLanguageFields<L extends string>({
  tabs,
  label,
  initialTab,
  children,
  guardNavigation = true,
  baseline,
  beforeTabChange,
}: MultiLanguageFieldsProps<L>) {
  const t = useT();
  const form = useFormContext();
  const element = useFormElementContext();
  const [active, setActive] = useState<string>(initialTab ?? tabs[0]?.value ?? '');
  const changed = useValuesChanged(form, baseline);

  const invalidFields = useStore(form.store, (state) =>
    tabs
      .flatMap((tab) => tab.fields)
      .filter((name) => {
        const meta = (state.fieldMeta as Partial<Record<string, AnyFieldMeta>>)[name];
        return (meta?.errors.length ?? 0) > 0 && (state.submissionAttempts > 0 || meta?.isBlurred);
      })
      .join(' '),
  );
  const isInvalid = (tab: LanguageTab<L>) =>
    tab.fields.some(
      (name) => element.serverErrors[name] !== undefined || invalidFields.split(' ').includes(name),
    );

  const latestTabs = useRef(tabs);
  latestTabs.current = tabs;
  const { addRevealer } = element;
  useEffect(
    () =>
      addRevealer((name) => {
        const holder = latestTabs.current.find((tab) => tab.fields.includes(name));
        if (holder) setActive(holder.value);
      }),
    [addRevealer],
  );

  return (
    <>
      <Tabs
        value={active}
        onValueChange={(next) =>
          beforeTabChange ? beforeTabChange(next as L, () => setActive(next)) : setActive(next)
        }
      >
        <TabList
          label={label ?? t('forms.languages')}
          tabs={tabs.map((tab) => ({
            value: tab.value,
            label: (
              <span className="multi-language-tab" data-invalid={isInvalid(tab) || undefined}>
                <span lang={tab.lang}>{tab.label}</span>
                {isInvalid(tab) ? (
                  <>
                    <ErrorIcon />
                    <span className="visually-hidden"> {t('forms.tab.invalid', { language: tab.name })}</span>
                  </>
                ) : null}
              </span>
            ),
          }))}
        />
        {tabs.map((tab) => (
          <TabPanel key={tab.value} value={tab.value}>
            {children(tab)}
          </TabPanel>
        ))}
      </Tabs>
      {guardNavigation ? <LeaveGuard when={changed} /> : null}
    </>
  );
}

function ErrorIcon() {
  return (
    <svg
      className="multi-language-tab__icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4v5M8 11v1" stroke="var(--color-surface, #fff)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
