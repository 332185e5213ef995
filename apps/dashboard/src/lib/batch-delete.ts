import type { ApiClient } from '@minbar/api/client';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from './api-context';

export interface BatchDeleteResult<Item> {
  deleted: Item[];
  failed: Array<{ item: Item; error: unknown }>;
}

/**
 * Deletes every item at once: one refusal does not stop the others, and the result names which were
 * deleted and which were not, each in the order given.
 */
export async function deleteEach<Item>(
  items: readonly Item[],
  remove: (item: Item) => Promise<unknown>,
): Promise<BatchDeleteResult<Item>> {
  const outcomes = await Promise.allSettled(items.map((item) => remove(item)));
  const result: BatchDeleteResult<Item> = { deleted: [], failed: [] };
  outcomes.forEach((outcome, index) => {
    const item = items[index] as Item;
    if (outcome.status === 'fulfilled') result.deleted.push(item);
    else result.failed.push({ item, error: outcome.reason });
  });
  return result;
}

/** A list's delete of the chosen rows (deleteEach over one DELETE call); the list reloads when any went. */
export function useDeleteEach<Item>(
  remove: (client: ApiClient, item: Item) => Promise<unknown>,
  list: QueryKey,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: Item[]) => deleteEach(items, (item) => remove(client, item)),
    onSuccess: (result) =>
      result.deleted.length > 0 ? queryClient.invalidateQueries({ queryKey: list }) : undefined,
  });
}

export interface TrashModeOptions<Item extends { id: number }, Failure> {
  /** The rows on screen; the chosen ids are looked up among them. */
  items: readonly Item[] | undefined;
  /** The list's delete (useDeleteEach). */
  remove: ReturnType<typeof useDeleteEach<Item>>;
  /** Words why one row was not deleted, for the list's failure banner. */
  failureOf: (item: Item, error: unknown) => Failure;
  /** After a delete that removed at least one row (the screen's toast). */
  onDeleted: (deleted: Item[]) => void;
}

/**
 * A list's trash mode: rows chosen by id, a confirmation, then a delete of them all. Entering or
 * leaving the mode starts from nothing chosen; after a delete the rows that failed stay chosen (a
 * retry is one click away) with their reasons, and the mode closes only when none failed.
 */
export function useTrashMode<Item extends { id: number }, Failure>(options: TrashModeOptions<Item, Failure>) {
  const [on, setOn] = useState(false);
  const [chosenIds, setChosenIds] = useState<number[]>([]);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [failures, setFailures] = useState<Failure[]>([]);
  return {
    on,
    setOn: (next: boolean) => {
      setOn(next);
      setChosenIds([]);
      setFailures([]);
    },
    chosenIds,
    setChosenIds,
    confirmOpen,
    requestDelete: () => setConfirmOpen(true),
    cancelDelete: () => setConfirmOpen(false),
    busy: options.remove.isPending,
    failures,
    confirmDelete: () => {
      const chosen = (options.items ?? []).filter((item) => chosenIds.includes(item.id));
      options.remove.mutate(chosen, {
        onSuccess: ({ deleted, failed }) => {
          setConfirmOpen(false);
          setFailures(failed.map(({ item, error }) => options.failureOf(item, error)));
          setChosenIds(failed.map(({ item }) => item.id));
          if (deleted.length > 0) options.onDeleted(deleted);
          if (failed.length === 0) setOn(false);
        },
      });
    },
  };
}
