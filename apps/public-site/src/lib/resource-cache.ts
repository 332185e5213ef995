/**
 * A keyed cache of promises for React 19's `use()`: the same key gives the same promise, so a screen
 * that suspends on it finds it again when it renders once more. A failed load stays failed (the error
 * boundary shows it) until `forget` drops it and the retry loads afresh.
 */
export interface ResourceCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Keeps a value already known (a category handed over by the previous page). */
  prime<T>(key: string, value: T): void;
  /** Drops the key, or every key starting with the prefix ending in ':' . */
  forget(keyOrPrefix: string): void;
}

export function createResourceCache(): ResourceCache {
  const entries = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      let entry = entries.get(key) as Promise<T> | undefined;
      if (!entry) {
        entry = load();
        // Readers see the failure through use(); a load nobody read yet must not count as unhandled.
        entry.catch(() => {});
        entries.set(key, entry);
      }
      return entry;
    },
    prime(key, value) {
      if (entries.has(key)) return;
      // A settled promise with its value attached: use() reads it without suspending.
      const settled = Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
      entries.set(key, settled);
    },
    forget(keyOrPrefix) {
      if (!keyOrPrefix.endsWith(':')) {
        entries.delete(keyOrPrefix);
        return;
      }
      for (const key of [...entries.keys()]) if (key.startsWith(keyOrPrefix)) entries.delete(key);
    },
  };
}
