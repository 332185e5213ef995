import type { Plugin } from 'vite';

/*
 * The first page's code as one chunk, fetched as soon as the HTML arrives.
 *
 * `module` (apps/dashboard/src/first-page.tsx) and everything it imports statically go into one chunk,
 * `first-page`. Left alone, the bundler splits that code into a dozen small chunks (each module shared
 * with a lazy area becomes one), and a dozen small files compress worse than one: on the sign-in page
 * that cost 4 KiB gz and a dozen requests. The areas import those modules from this chunk, which is
 * always loaded before them.
 *
 * The entry script (main.tsx) stays tiny and imports this chunk dynamically, after asking for the
 * active language's messages, so both download at once. index.html links the chunk's CSS, which
 * paints the page's own login page; the scripts are asked for once that has painted (main.tsx).
 */
export function firstPageChunk({ module }: { module: string }): Plugin {
  const firstPage = new Set<string>();
  return {
    name: 'minbar:first-page-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'first-page',
                    priority: 100,
                    test: (id: string) => firstPage.has(id),
                    // Its dependencies are in the set already, except the entry's own, which stay out.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
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
      const root = ids.find((id) => id.split('?')[0]?.endsWith(module));
      if (!root) this.error(`first-page-chunk: no module ends with ${module}`);
      // What the entry itself needs stays with it, or the entry would wait for this whole chunk.
      const entry = staticGraph(ids.filter((id) => this.getModuleInfo(id)?.isEntry));

      firstPage.clear();
      for (const id of staticGraph([root])) if (!entry.has(id)) firstPage.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'first-page',
        );
        if (chunk?.type !== 'chunk') return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        // Its stylesheet paints index.html's own login page (features/auth/login-first-paint.tsx).
        // Its scripts are not preloaded: main.tsx asks for them once that page has painted.
        return css.map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
