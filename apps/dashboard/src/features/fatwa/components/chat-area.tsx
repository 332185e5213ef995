import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { questionStatus } from '@minbar/domain/fatwa/filters';
import { askerLanguageOf, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { type DeskMessage, formatFatwaTime } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import './fatwa-desk.css';
import { isolateText, UserText } from '@minbar/ui/user-text/user-text';
import { initialOf, useAskerName } from './question-row';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';

/*
 * The menu brings Radix's dropdown with its positioning and layers, which the desk needs only once a
 * question is open: it loads then, not with the route.
 */
const ThreadMenu = lazy(() => import('./thread-menu').then((m) => ({ default: m.ThreadMenu })));

export type ChatState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; message: DeskMessage }
  | { status: 'ready'; question: FatwaQuestion };

export interface ChatAreaProps {
  state: ChatState;
  /** Imam only (docs/decisions/0004): the menu, edit and delete icons and the reply form. */
  canAct: boolean;
  /** The language the question and answers are shown in (the Translate menu). */
  contentLanguage: FatwaLanguage;
  onContentLanguageChange: (language: FatwaLanguage) => void;
  onSetActive: (question: FatwaQuestion, active: boolean) => void;
  onEdit: (response: FatwaResponse) => void;
  onDelete: (response: FatwaResponse) => void;
  onRetry: () => void;
  /** The reply form of an unanswered question, rendered by the caller with its draft. */
  replyForm: ReactNode;
  menuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  now: Date;
}

/** The right-hand area: question header, answers, the imam's menu and the reply form. */
export function ChatArea(props: ChatAreaProps) {
  const t = useFatwaT();
  const intl = useIntl();
  const { state } = props;

  if (state.status === 'none') {
    return <p className="fatwa-chat__placeholder">{t('fatwa.chat.none')}</p>;
  }
  if (state.status === 'loading') {
    return (
      <p className="fatwa-chat__placeholder" role="status">
        {t('fatwa.chat.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <LoadFailure
        message={intl.formatMessage({ id: state.message.id }, state.message.values)}
        onRetry={props.onRetry}
        retryLabel={t('fatwa.list.retry')}
      />
    );
  }
  return <QuestionThread {...props} question={state.question} />;
}

function QuestionThread(props: ChatAreaProps & { question: FatwaQuestion }) {
  const t = useFatwaT();
  const { locale } = useIntl();
  const askerName = useAskerName();
  const { question, canAct, contentLanguage } = props;
  const status = questionStatus(question);
  const name = askerName(question);
  const askerLanguage = askerLanguageOf(question.language);

  return (
    <article className="fatwa-thread" data-status={status} aria-labelledby={`fatwa-question-${question.id}`}>
      <header className="fatwa-thread__header">
        <span className="fatwa-avatar" aria-hidden="true">
          {initialOf(name)}
        </span>
        <div className="fatwa-thread__meta">
          <p className="fatwa-thread__asker">
            {t('fatwa.chat.askedBy', { name: isolateText(name) })}
            {' · '}
            <time dateTime={question.created_at}>
              {formatFatwaTime(question.created_at, locale, props.now)}
            </time>
          </p>
          <h2
            id={`fatwa-question-${question.id}`}
            className="fatwa-thread__question"
            lang={askerLanguage}
            dir="auto"
          >
            {question.question}
          </h2>
          <p className="fatwa-thread__status">
            <span className="fatwa-status" data-status={status}>
              {t(`fatwa.status.${status}`)}
            </span>
            {/*
             * The question is always shown as it was asked; only its answers follow the Translate menu,
             * so each label names what it is about (a Polish question once read "Shown in English").
             */}
            <span className="fatwa-thread__language">
              {t('fatwa.chat.askedIn', { language: t(`fatwa.language.${askerLanguage}`) })}
            </span>
            {canAct && question.responses.length > 0 ? (
              <span className="fatwa-thread__language">
                {t('fatwa.chat.answersShownIn', { language: t(`fatwa.language.${contentLanguage}`) })}
              </span>
            ) : null}
          </p>
        </div>
        {canAct ? (
          <Suspense fallback={<span className="fatwa-thread__menu-slot" aria-hidden="true" />}>
            <ThreadMenu
              question={question}
              contentLanguage={contentLanguage}
              onContentLanguageChange={props.onContentLanguageChange}
              onSetActive={props.onSetActive}
              {...(props.menuOpen === undefined ? {} : { open: props.menuOpen })}
              {...(props.onMenuOpenChange ? { onOpenChange: props.onMenuOpenChange } : {})}
            />
          </Suspense>
        ) : null}
      </header>

      {status === 'canceled' ? (
        <p className="fatwa-thread__canceled">{t('fatwa.chat.canceled')}</p>
      ) : (
        <section
          className="fatwa-thread__answers"
          aria-label={t('fatwa.chat.answers', { count: question.responses.length })}
        >
          {question.responses.length === 0 && !canAct ? <p>{t('fatwa.chat.waiting')}</p> : null}
          {question.responses.map((response) => (
            <ResponseCard key={response.id} response={response} {...props} />
          ))}
        </section>
      )}

      {!canAct ? <p className="fatwa-thread__read-only">{t('fatwa.chat.readOnly')}</p> : null}
      {canAct && status === 'unanswered' ? props.replyForm : null}
    </article>
  );
}

function ResponseCard(props: ChatAreaProps & { response: FatwaResponse }) {
  const t = useFatwaT();
  const { locale } = useIntl();
  const { response, canAct, contentLanguage } = props;
  const answeredAt = response.updated_at ?? response.created_at;
  return (
    <div
      className="fatwa-response"
      data-slot="fatwa-response"
      lang={contentLanguage}
      dir={contentLanguage === 'ar' ? 'rtl' : 'ltr'}
    >
      <p className="fatwa-response__question">
        <span className="fatwa-response__label">{t('fatwa.response.questionAsked')}</span>
        <UserText>{response.question_by_language}</UserText>
      </p>
      <p className="fatwa-response__text">
        <span className="fatwa-response__label">{t('fatwa.response.answer')}</span>
        <UserText>{response.response}</UserText>
      </p>
      <div className="fatwa-response__footer">
        {answeredAt ? (
          <time className="fatwa-response__time" dateTime={answeredAt}>
            {t('fatwa.response.answeredAt', { time: formatFatwaTime(answeredAt, locale, props.now) })}
          </time>
        ) : null}
        {canAct ? (
          <span className="fatwa-response__actions">
            <button type="button" className="fatwa-icon-button" onClick={() => props.onEdit(response)}>
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span className="visually-hidden">{t('fatwa.response.edit')}</span>
            </button>
            <button
              type="button"
              className="fatwa-icon-button"
              data-tone="danger"
              onClick={() => props.onDelete(response)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
              <span className="visually-hidden">{t('fatwa.response.delete')}</span>
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
