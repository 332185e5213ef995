// Serves the built Storybook and the contact sheet over HTTP (they do not work from file://):
//   node scripts/review/serve.mjs [port]   then open http://127.0.0.1:6007/storybook-static/
//   and http://127.0.0.1:6007/review/index.html
import { ROOT } from '../lib/processes.mjs';
import { STORYBOOK_DIR, serveFolder } from './lib/storybook.mjs';

const port = Number(process.argv[2] ?? 6007);
// The stories' pictures address /fallback/... from the root: found in storybook-static/ too.
const server = await serveFolder(ROOT, port, { alsoFrom: STORYBOOK_DIR });
console.log(`Storybook:     ${server.url}/storybook-static/`);
console.log(`Contact sheet: ${server.url}/review/index.html`);
console.log('Ctrl-C stops the server.');
