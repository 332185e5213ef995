import { createServer, defaultServerConditions, type Plugin } from 'vite';

export interface PrerenderedFirstPaintOptions {
  /** The module (from the app's root) whose `exportName` resolves to the first paint's HTML. */
  module: string;
  exportName: string;
  /** The addresses whose page it shows (a regular expression's source, tested on the pathname). */
  paths: string;
  /** The localStorage key of the visitor's language, and the language of one who has not chosen. */
  storageKey: string;
  defaultLocale: string;
  /** A localStorage key present while a session is kept: such a visitor is sent on, so no first paint. */
  signedInKey: string;
}

/** Not hashed, so the page can name it; the server revalidates it on every load. */
export const FIRST_PAINT_SCRIPT = 'first-paint.js';

/**
 * What the page runs before it paints (a classic script in the head: the server's policy allows no
 * inline script): sets lang and dir to the visitor's language, which picks the copy the stylesheet
 * shows, and turns the first paint off where it does not stand for the page the app will show.
 */
function firstPaintScript({
  paths,
  storageKey,
  defaultLocale,
  signedInKey,
}: PrerenderedFirstPaintOptions): string {
  return `(function(){var l,s=null,d=document.documentElement;try{l=localStorage.getItem(${JSON.stringify(storageKey)});s=localStorage.getItem(${JSON.stringify(signedInKey)})}catch(e){}if(l!=='en'&&l!=='ar'&&l!=='pl')l=${JSON.stringify(defaultLocale)};d.lang=l;d.dir=l==='ar'?'rtl':'ltr';if(s!==null||!new RegExp(${JSON.stringify(paths)}).test(location.pathname))d.setAttribute('data-no-first-paint','')})();\n`;
}

/**
 * The page's first paint rendered at build time: the module is loaded through a Vite server of its
 * own (so its CSS and JSON imports resolve as in the app) and React renders it to HTML, which goes
 * into `#root`; React replaces it when the app starts (docs/decisions/0018).
 */
export function prerenderedFirstPaint(options: PrerenderedFirstPaintOptions): Plugin {
  let html = '';
  let root = process.cwd();
  return {
    name: 'minbar:prerendered-first-paint',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        // The page renders the same @minbar/ui source the app's build uses (docs/decisions/0027-built-ui-library.md).
        ssr: { resolve: { conditions: ['minbar-source', ...defaultServerConditions] } },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = await server.ssrLoadModule(options.module);
        const render = module[options.exportName];
        if (typeof render !== 'function') this.error(`${options.module} exports no ${options.exportName}()`);
        html = String(await render());
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(page) {
        if (!page.includes('<div id="root"></div>')) this.error('index.html has no empty <div id="root">');
        return (
          page
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
            .replace('</head>', `  <script src="/${FIRST_PAINT_SCRIPT}"></script>\n  </head>`)
            // The app's entry loads beside the first paint, not ahead of it: the page is what the
            // visitor sees first, and its stylesheet and script come before it.
            .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
        );
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FIRST_PAINT_SCRIPT, source: firstPaintScript(options) });
    },
  };
}
