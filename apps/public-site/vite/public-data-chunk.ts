import type { Plugin } from 'vite';

/*
 * The pages' data code in a few chunks (docs/decisions/0050-pages-code-in-few-files.md).
 *
 * A page's data modules (`roots`: the API client, each area's HTTP module and its messages' loader)
 * and everything they import statically (valibot, the contract's schemas, the domain's rules)
 * are grouped: what one area's roots alone reach goes into that area's chunk (`donations-data`,
 * `events-data`, ...), what two areas or the API client reach into `public-data`. Left alone, the
 * bundler cuts that code into about twenty files of a few hundred bytes each (every module two pages
 * share becomes one), and a phone on a slow network fetches them six at a time, a round trip for each
 * six, before the page can render. The small helpers two or more of the `pages` import (money and time
 * formats, Latin digits) join `public-data` too. What the entry loads itself stays with the entry, so
 * nothing of this reaches the home.
 */
export function publicDataChunk({
  roots,
  pages,
  areas,
}: {
  roots: RegExp;
  pages: RegExp;
  /** The folders under src/features/ with data of their own. */
  areas: readonly string[];
}): Plugin {
  const chunkOf = new Map<string, string>();
  return {
    name: 'minbar:public-data-chunk',
    apply: 'build',
    config() {
      const group = (name: string) => ({
        name,
        priority: 100,
        test: (id: string) => chunkOf.get(id) === name,
        // The sets are closed already, less what the entry loads, which stays out.
        includeDependenciesRecursively: false,
      });
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [group('public-data'), ...areas.map((area) => group(`${area}-data`))],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const path = (id: string) => id.split('?')[0] ?? id;
      const staticGraph = (from: string[]) => {
        const seen = new Set<string>();
        const pending = [...from];
        while (pending.length > 0) {
          const id = pending.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = staticGraph(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const rootIds = ids.filter((id) => roots.test(path(id)));
      if (rootIds.length === 0) this.error(`public-data-chunk: no module matches ${roots}`);
      // Who reaches each module: an area's name, or '' for a root outside the areas (the API client).
      const reachedBy = new Map<string, Set<string>>();
      for (const root of rootIds) {
        const area = areas.find((each) => path(root).includes(`/features/${each}/`)) ?? '';
        for (const id of staticGraph([root])) {
          if (entry.has(id)) continue;
          reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(area));
        }
      }
      chunkOf.clear();
      for (const [id, by] of reachedBy) {
        const [only] = by;
        chunkOf.set(id, by.size === 1 && only ? `${only}-data` : 'public-data');
      }
      const shared = new Map<string, number>();
      for (const page of ids.filter((id) => pages.test(path(id)))) {
        for (const id of staticGraph([page])) {
          if (id !== page && !entry.has(id) && !chunkOf.has(id)) shared.set(id, (shared.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of shared) if (count >= 2) chunkOf.set(id, 'public-data');
    },
  };
}
