import { NativeSelect } from '@minbar/ui/select/native-select';
import { type ReactNode, useId } from 'react';
import './list-and-detail.css';
import '../page/page.css';

/** The languages an area's own texts are written in; each is named in itself, whatever the UI's language. */
export const CONTENT_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: 'English', ar: 'العربية', pl: 'Polski' };

export interface ListAndDetailScreenProps<Language extends ContentLanguage> {
  /** The area's name, the page's heading. */
  title: ReactNode;
  /** The label of the language picker ('Show events in'). */
  languageLabel: ReactNode;
  /** The language the area's own texts are fetched in (English unless chosen). */
  contentLanguage: Language;
  onContentLanguageChange: (language: Language) => void;
  /** The list beside the detail; on a narrow screen it comes first. */
  list: ReactNode;
  /** What the list's choice shows (a calendar, a preview). */
  detail: ReactNode;
  /** The list column's widest size: '20rem' unless the area's rows need more. */
  listWidth?: string;
}

/**
 * The frame of an area of staff content written in three languages (Events, Activities): the heading,
 * the language the content is shown in, and the list beside the detail, stacked on a narrow screen.
 */
export function ListAndDetailScreen<Language extends ContentLanguage>({
  title,
  languageLabel,
  contentLanguage,
  onContentLanguageChange,
  list,
  detail,
  listWidth = '20rem',
}: ListAndDetailScreenProps<Language>) {
  const selectId = useId();
  return (
    <div className="list-and-detail">
      <div className="list-and-detail__header">
        <h1 className="dashboard-page__title">{title}</h1>
        <div className="list-and-detail__language">
          <label htmlFor={selectId}>{languageLabel}</label>
          <NativeSelect
            id={selectId}
            value={contentLanguage}
            onChange={(change) => onContentLanguageChange(change.target.value as Language)}
          >
            {CONTENT_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="list-and-detail__layout" style={{ '--list-width': listWidth } as React.CSSProperties}>
        <div className="list-and-detail__list">{list}</div>
        <div className="list-and-detail__detail">{detail}</div>
      </div>
    </div>
  );
}
