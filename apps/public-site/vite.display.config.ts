import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompiledMessages } from '../../scripts/vite/precompiled-messages';
import { precompressedAssets } from '../../scripts/vite/precompressed-assets';

/**
 * The prayer hall's display (/display/): a page of its own without React, built after the site into
 * the same dist (never emptying it), so neither shares a chunk with the other and the home stays as
 * light as it was. `vite` in dev serves display/index.html from the site's own config.
 */
export default defineConfig({
  plugins: [precompiledMessages(), precompressedAssets()],
  // @minbar/ui from its source, as in the site's own config (docs/decisions/0027-built-ui-library.md).
  resolve: { conditions: ['minbar-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: { input: { display: fileURLToPath(new URL('display/index.html', import.meta.url)) } },
  },
});
