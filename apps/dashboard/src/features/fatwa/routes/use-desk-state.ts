import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import type { FatwaFilter } from '@minbar/domain/fatwa/filters';
import { DEFAULT_FATWA_LANGUAGE, FATWA_LANGUAGES, type FatwaLanguage } from '@minbar/domain/fatwa/language';
import { useReducer } from 'react';
import { contentLanguageOf } from '../../../lib/list-and-detail/content-language';
import { useLocale } from '../../../lib/locale-state';
import { isUnsavedDraft, type ReplyDraft } from '../desk-model';

/** The desk's selection and view state; the selected question's id itself lives in the URL. */
export interface DeskState {
  filter: FatwaFilter;
  search: string;
  responseDateFrom: string;
  /** The language the desk's content is shown in (not the UI's). */
  language: FatwaLanguage;
  /** The last seen state of the selected question: it stays on screen when it leaves the filtered list. */
  snapshot: FatwaQuestion | null;
  /**
   * The unsaved reply drafts, per question: list refreshes, failed sends and looking at another
   * question never clear them, and leaving the desk with any of them asks first.
   */
  drafts: Readonly<Record<number, ReplyDraft>>;
  /** The one open dialog, if any: editing or deleting an answer. */
  dialog: { kind: 'edit'; response: FatwaResponse } | { kind: 'delete'; response: FatwaResponse } | null;
}

export type DeskAction =
  | { type: 'filter'; filter: FatwaFilter }
  | { type: 'search'; search: string }
  | { type: 'responseDateFrom'; date: string }
  | { type: 'language'; language: FatwaLanguage }
  | { type: 'seen'; question: FatwaQuestion }
  /** The reply form of `question` changed; a draft back to a fresh one is no longer kept. */
  | { type: 'draft'; question: Pick<FatwaQuestion, 'id' | 'question' | 'language'>; draft: ReplyDraft }
  /** A reply was sent: its draft goes and the question is seen with its new answer. */
  | { type: 'answered'; question: FatwaQuestion }
  | { type: 'edit'; response: FatwaResponse }
  | { type: 'delete'; response: FatwaResponse }
  | { type: 'closeDialog' };

export function initialDeskState(language: FatwaLanguage = DEFAULT_FATWA_LANGUAGE): DeskState {
  // The desk's content starts in the interface's language; staff may pick another, kept while the desk is open.
  return {
    filter: 'all',
    search: '',
    responseDateFrom: '',
    language,
    snapshot: null,
    drafts: {},
    dialog: null,
  };
}

export function deskReducer(state: DeskState, action: DeskAction): DeskState {
  switch (action.type) {
    case 'filter':
      return { ...state, filter: action.filter };
    case 'search':
      return { ...state, search: action.search };
    case 'responseDateFrom':
      return { ...state, responseDateFrom: action.date };
    case 'language':
      return { ...state, language: action.language };
    case 'seen':
      return state.snapshot === action.question ? state : { ...state, snapshot: action.question };
    case 'draft': {
      const { [action.question.id]: _previous, ...others } = state.drafts;
      const drafts = isUnsavedDraft(action.question, action.draft)
        ? { ...others, [action.question.id]: action.draft }
        : others;
      return { ...state, drafts };
    }
    case 'answered': {
      const { [action.question.id]: _sent, ...drafts } = state.drafts;
      return { ...state, snapshot: action.question, drafts };
    }
    case 'edit':
      return { ...state, dialog: { kind: 'edit', response: action.response } };
    case 'delete':
      return { ...state, dialog: { kind: 'delete', response: action.response } };
    case 'closeDialog':
      return { ...state, dialog: null };
  }
}

/** Whether leaving the desk would lose a typed reply. */
export function hasUnsavedDrafts(state: DeskState): boolean {
  return Object.keys(state.drafts).length > 0;
}

export function useDeskState() {
  const [interfaceLanguage] = useLocale();
  return useReducer(
    deskReducer,
    contentLanguageOf(null, FATWA_LANGUAGES, interfaceLanguage),
    initialDeskState,
  );
}
