import { describe, expect, it } from 'vitest';
import { deleteEach } from './batch-delete';

describe('deleteEach', () => {
  it.each([
    ['every delete answered', [1, 2, 3], [], [1, 2, 3], []],
    ['one refused among others', [1, 2, 3], [2], [1, 3], [2]],
    ['every delete refused', [4, 5], [4, 5], [], [4, 5]],
    ['nothing chosen', [], [], [], []],
  ])('%s: names which went and which did not, in order', async (_, ids, refused, deleted, failed) => {
    const sent: number[] = [];
    const result = await deleteEach(ids, async (id) => {
      sent.push(id);
      if (refused.includes(id)) throw new Error(`refused ${id}`);
    });
    // One refusal does not stop the others: every delete is sent.
    expect(sent).toEqual(ids);
    expect(result.deleted).toEqual(deleted);
    expect(result.failed.map(({ item }) => item)).toEqual(failed);
    expect(result.failed.map(({ error }) => (error as Error).message)).toEqual(
      failed.map((id) => `refused ${id}`),
    );
  });
});
