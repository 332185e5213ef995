import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// The workspace packages are bundled (their dist is ESM anyway); npm dependencies stay external,
// PGlite in particular, which loads its WASM files from its own folder.
export default defineConfig({
  // The server, and the operator's commands (src/commands/) run by `npm run <name>`.
  entry: { main: 'src/main.ts', command: 'src/commands/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@minbar\//],
  async onSuccess() {
    // The migrator reads the SQL files next to the bundle (see MIGRATIONS_FOLDER).
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
    // The statement's fonts (see src/pdf/statement-pdf.ts), read next to the bundle.
    await cp('src/pdf/fonts', 'dist/fonts', { recursive: true });
  },
});
