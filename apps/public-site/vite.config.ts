import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';
import { withoutDevtoolsBus } from '../../scripts/vite/without-devtools-bus';
import { withoutFormGroups } from '../../scripts/vite/without-form-groups';
import { firstPaint } from './vite/first-paint';

// The dev server proxies /api (and /uploads, the categories' pictures) to the reference server so the
// browser talks to one origin, exactly as it does in production where the server itself serves this build.
const apiTarget = process.env.MINBAR_API_URL ?? `http://localhost:${process.env.MINBAR_API_PORT ?? '8000'}`;

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    // The key and default of src/app/language-preference.ts (config cannot import the app's modules).
    firstPaint({ storageKey: 'language', defaultLocale: 'pl' }),
    precompressedAssets(),
    // The forms' TanStack Form without its devtools bus and form-group APIs, as in the dashboard.
    withoutDevtoolsBus(),
    withoutFormGroups(),
  ],
  server: {
    port: Number(process.env.MINBAR_PUBLIC_DEV_PORT ?? 5174),
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4174 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      // The site, and the prayer hall's display: its own page and entry, without React (/display/).
      input: {
        site: fileURLToPath(new URL('index.html', import.meta.url)),
        display: fileURLToPath(new URL('display/index.html', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
