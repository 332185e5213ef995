import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { describe, expect, it } from 'vitest';
import { deskReducer, initialDeskState } from './use-desk-state';

const response = { id: 5 } as FatwaResponse;
const question = { id: 7, responses: [] } as unknown as FatwaQuestion;

describe('deskReducer', () => {
  it('starts on the All filter with the content in English and no dialog', () => {
    expect(initialDeskState()).toMatchObject({ filter: 'all', language: 'en', dialog: null, snapshot: null });
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
    const draft = { response_en: 'Yes.' } as never;
    const drafted = deskReducer(deskReducer(initialDeskState(), { type: 'draft', questionId: 7, draft }), {
      type: 'draft',
      questionId: 8,
      draft,
    });
    expect(Object.keys(drafted.drafts)).toEqual(['7', '8']);
    const answered = deskReducer(drafted, { type: 'answered', question });
    expect(answered.drafts).toEqual({ 8: draft });
    expect(answered.snapshot).toBe(question);
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
