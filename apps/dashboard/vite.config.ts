import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { devApiTarget } from '../../scripts/vite/dev-api-target';
import { firstPageChunk } from '../../scripts/vite/first-page-chunk';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';
import { prerenderedFirstPaint } from '../../scripts/vite/prerendered-first-paint';
import { withoutSyncExternalStoreShim } from '../../scripts/vite/without-sync-external-store-shim';

// The server `npm run dev` starts, wherever MINBAR_HOST and MINBAR_API_PORT put it.
const apiTarget = devApiTarget();

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    precompressedAssets(),
    withoutSyncExternalStoreShim(),
    firstPageChunk({ module: 'src/first-page.tsx' }),
    // The login page painted from index.html itself (docs/decisions/0018); the keys and default are
    // those of src/lib/stored-language.ts and @minbar/api's session (config cannot import the app).
    prerenderedFirstPaint({
      module: '/src/features/auth/login-first-paint.tsx',
      exportName: 'loginFirstPaintHtml',
      paths: '^/*$',
      storageKey: 'language',
      defaultLocale: 'pl',
      signedInKey: 'userEmail',
    }),
  ],
  // @minbar/ui from its source (docs/decisions/0027-built-ui-library.md): each widget brings its own
  // stylesheet, so a page's CSS holds only the widgets it renders, and edits reload without a build.
  resolve: { conditions: ['minbar-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['minbar-source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    // Uploaded photos are served by the API server beside /api, so category images show in dev too.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    // Assets are always files (never inlined data: scripts), so a `script-src 'self'` CSP holds.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
