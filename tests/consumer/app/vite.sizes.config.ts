import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The pages the consumer test weighs: bare React, a Button alone, a Dialog alone. One build, a manifest
// to follow each page's imports, and source maps to see which packages each page's chunks hold.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-sizes',
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: Object.fromEntries(
        ['bare', 'button', 'dialog'].map((page) => [
          page,
          resolve(import.meta.dirname, 'sizes', `${page}.html`),
        ]),
      ),
    },
  },
});
