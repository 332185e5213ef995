import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { askerLanguageOf } from '@minbar/domain/fatwa/language';
import { askerDisplayName } from '@minbar/domain/fatwa/question';
import { UserText } from '@minbar/ui/user-text/user-text';
import { useIntl } from 'react-intl';
import { formatFatwaTime, type RowBadge } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';

export interface QuestionRowProps {
  question: FatwaQuestion;
  badge: RowBadge;
  selected: boolean;
  now: Date;
  onSelect: (question: FatwaQuestion) => void;
  /** Roving focus: only one row of the list is in the tab order. */
  tabIndex?: number;
}

/** The asker as the desk shows them: their name, 'Anonymous' or 'Unknown'. */
export function useAskerName(): (question: Pick<FatwaQuestion, 'username' | 'is_anonymous'>) => string {
  const t = useFatwaT();
  return (question) => {
    const asker = askerDisplayName(question);
    if (asker.kind === 'user') return asker.name;
    return t(asker.kind === 'anonymous' ? 'fatwa.asker.anonymous' : 'fatwa.asker.unknown');
  };
}

/** The first character of a name for the avatar, a whole letter even outside the Basic Latin range. */
export function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

/** One question of the list: avatar initial, asker, text, 24-hour time and the '1' or 'C' badge. */
export function QuestionRow({ question, badge, selected, now, onSelect, tabIndex = 0 }: QuestionRowProps) {
  const t = useFatwaT();
  const { locale } = useIntl();
  const askerName = useAskerName();
  const name = askerName(question);
  return (
    <button
      type="button"
      className="fatwa-row"
      data-slot="question-row"
      data-badge={badge ?? undefined}
      aria-current={selected || undefined}
      tabIndex={tabIndex}
      onClick={() => onSelect(question)}
    >
      <span className="fatwa-avatar" aria-hidden="true">
        {initialOf(name)}
      </span>
      <span className="fatwa-row__body">
        <span className="fatwa-row__head">
          {/* A long name is cut with an ellipsis; the whole of it shows on hover and in the question. */}
          {/* A person's name is never translated (a browser's translator, the stories' English check). */}
          <span
            className="fatwa-row__asker"
            title={name}
            data-cut-by-design="long-name"
            translate={askerDisplayName(question).kind === 'user' ? 'no' : undefined}
          >
            <UserText>{name}</UserText>
          </span>
          <time className="fatwa-row__time" dateTime={question.created_at}>
            {formatFatwaTime(question.created_at, locale, now)}
          </time>
        </span>
        {/* Asked in the asker's language, whatever the desk's: read (and spoken) in that language. */}
        <span className="fatwa-row__text" dir="auto" lang={askerLanguageOf(question.language)}>
          {question.question}
        </span>
      </span>
      {badge ? (
        <span className="fatwa-row__badge" data-badge={badge}>
          <span aria-hidden="true">{badge === 'canceled' ? 'C' : '1'}</span>
          <span className="visually-hidden">
            {t(badge === 'canceled' ? 'fatwa.badge.canceled' : 'fatwa.badge.unanswered')}
          </span>
        </span>
      ) : null}
    </button>
  );
}
