import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../desk-model';
import { deskReducer, hasUnsavedDrafts, initialDeskState } from './use-desk-state';

const response = { id: 5 } as FatwaResponse;
const question = {
  id: 7,
  question: 'May I combine prayers?',
  language: 'en',
  responses: [],
} as unknown as FatwaQuestion;

describe('deskReducer', () => {
  it('starts on the All filter with the content in English and no dialog', () => {
    expect(initialDeskState()).toMatchObject({ filter: 'all', language: 'en', dialog: null, snapshot: null });
    expect(initialDeskState('pl')).toMatchObject({ language: 'pl' });
  });

  it('keeps one dialog open at a time: opening delete replaces edit, closing leaves none', () => {
    const editing = deskReducer(initialDeskState(), { type: 'edit', response });
    expect(editing.dialog).toEqual({ kind: 'edit', response });
    const deleting = deskReducer(editing, { type: 'delete', response });
    expect(deleting.dialog).toEqual({ kind: 'delete', response });
    expect(deskReducer(deleting, { type: 'closeDialog' }).dialog).toBeNull();
  });

  it('remembers the last seen question and returns the same state when it is seen again', () => {
    const seen = deskReducer(initialDeskState(), { type: 'seen', question });
    expect(seen.snapshot).toBe(question);
    expect(deskReducer(seen, { type: 'seen', question })).toBe(seen);
  });

  it('keeps a draft per question until that question is answered', () => {
    const draft = { ...emptyDraft(question), response_en: 'Yes.' };
    const other = { ...question, id: 8 };
    const drafted = deskReducer(deskReducer(initialDeskState(), { type: 'draft', question, draft }), {
      type: 'draft',
      question: other,
      draft,
    });
    expect(Object.keys(drafted.drafts)).toEqual(['7', '8']);
    expect(hasUnsavedDrafts(drafted)).toBe(true);
    const answered = deskReducer(drafted, { type: 'answered', question });
    expect(answered.drafts).toEqual({ 8: draft });
    expect(answered.snapshot).toBe(question);
  });

  it('keeps no draft that is back to a fresh reply, so leaving then asks nothing', () => {
    const typed = deskReducer(initialDeskState(), {
      type: 'draft',
      question,
      draft: { ...emptyDraft(question), response_en: 'Y' },
    });
    expect(hasUnsavedDrafts(typed)).toBe(true);
    const erased = deskReducer(typed, { type: 'draft', question, draft: emptyDraft(question) });
    expect(erased.drafts).toEqual({});
    expect(hasUnsavedDrafts(erased)).toBe(false);
  });

  it('changes the view without touching the selection', () => {
    const seen = deskReducer(initialDeskState(), { type: 'seen', question });
    const filtered = deskReducer(deskReducer(seen, { type: 'filter', filter: 'answered' }), {
      type: 'language',
      language: 'ar',
    });
    expect(filtered).toMatchObject({ filter: 'answered', language: 'ar', snapshot: question });
  });
});
