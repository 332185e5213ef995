import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPageChunk } from '../../scripts/vite/first-page-chunk';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';
import { withoutDevtoolsBus } from '../../scripts/vite/without-devtools-bus';
import { withoutFormGroups } from '../../scripts/vite/without-form-groups';

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    precompressedAssets(),
    withoutDevtoolsBus(),
    withoutFormGroups(),
    firstPageChunk({ module: 'src/first-page.tsx' }),
  ],
  server: {
    port: 5173,
    // Uploaded photos are served by the API server beside /api, so category images show in dev too.
    proxy: { '/api': 'http://localhost:8000', '/uploads': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    // Assets are always files (never inlined data: scripts), so a `script-src 'self'` CSP holds.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
