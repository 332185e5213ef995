import { FATWA_LANGUAGES, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import { REPLY_FIELDS_BY_LANGUAGE, type ReplyField } from '@minbar/domain/fatwa/reply';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { TextAreaField } from '@minbar/ui/text-area-field/text-area-field';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type ReplyDraft, type ReplyErrors, tabsOfErrors } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';

export interface ReplyFieldsProps {
  /** Distinguishes the reply form's fields from the edit dialog's in names. */
  idPrefix: string;
  draft: ReplyDraft;
  onDraftChange: (field: ReplyField, value: string) => void;
  errors: ReplyErrors;
  activeTab: FatwaLanguage;
  onActiveTabChange: (language: FatwaLanguage) => void;
  /**
   * Goes up by one on every refused save: the first marked tab then opens and its first bad field
   * takes focus. Clearing an error while typing does not move focus, as the count stays the same.
   */
  focusRequest: number;
}

/**
 * The EN, AR and PL tabs with a question and an answer each (spec part 1 §2). A tab holding an error
 * is marked with a dot and a hidden "contains errors".
 */
export function ReplyFields({
  idPrefix,
  draft,
  onDraftChange,
  errors,
  activeTab,
  onActiveTabChange,
  focusRequest,
}: ReplyFieldsProps) {
  const t = useFatwaT();
  const intl = useIntl();
  const fields = useRef<Partial<Record<ReplyField, HTMLTextAreaElement | null>>>({});
  const invalidTabs = tabsOfErrors(errors);
  const latest = useRef({ errors, onActiveTabChange });
  latest.current = { errors, onActiveTabChange };

  const pendingFocus = useRef<ReplyField | null>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const { errors: current, onActiveTabChange: openTab } = latest.current;
    const [firstTab] = tabsOfErrors(current);
    if (!firstTab) return;
    pendingFocus.current = REPLY_FIELDS_BY_LANGUAGE[firstTab].find((field) => current[field]) ?? null;
    openTab(firstTab);
  }, [focusRequest]);

  // The bad field is already there when its tab was open; otherwise its ref callback focuses it below.
  useEffect(() => {
    const field = pendingFocus.current;
    const element = field ? fields.current[field] : null;
    if (!element?.isConnected) return;
    pendingFocus.current = null;
    element.focus();
  });

  return (
    <Tabs value={activeTab} onValueChange={(value) => onActiveTabChange(value as FatwaLanguage)}>
      <TabList
        label={t('fatwa.reply.languages')}
        tabs={FATWA_LANGUAGES.map((language) => ({
          value: language,
          label: (
            <span className="fatwa-tab" data-invalid={invalidTabs.includes(language) || undefined}>
              <span lang={language}>{t(`fatwa.tab.${language}`)}</span>
              {invalidTabs.includes(language) ? (
                <>
                  <span className="fatwa-tab__dot" aria-hidden="true" />
                  <span className="visually-hidden">{t('fatwa.tab.invalid')}</span>
                </>
              ) : null}
            </span>
          ),
        }))}
      />
      {FATWA_LANGUAGES.map((language) => {
        const languageName = t(`fatwa.language.${language}`);
        return (
          <TabPanel key={language} value={language}>
            <div className="fatwa-reply__fields">
              {REPLY_FIELDS_BY_LANGUAGE[language].map((field) => {
                const error = errors[field];
                return (
                  <TextAreaField
                    key={field}
                    name={`${idPrefix}-${field}`}
                    label={t(field.startsWith('question') ? 'fatwa.reply.question' : 'fatwa.reply.response', {
                      language: languageName,
                    })}
                    rows={field.startsWith('question') ? 2 : 4}
                    lang={language}
                    required
                    value={draft[field]}
                    onChange={(value) => onDraftChange(field, value)}
                    inputRef={(element) => {
                      fields.current[field] = element;
                      // A panel mounts a render after its tab opens (Radix Presence), outside this
                      // component's effects: the field takes the pending focus as it arrives.
                      if (element && pendingFocus.current === field) {
                        pendingFocus.current = null;
                        element.focus();
                      }
                    }}
                    {...(error ? { error: intl.formatMessage({ id: error.id }, error.values) } : {})}
                  />
                );
              })}
            </div>
          </TabPanel>
        );
      })}
    </Tabs>
  );
}
