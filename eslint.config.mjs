// Every import boundary of the repository, in one place the editor reads (docs/architecture.md,
// "Import boundaries"). Biome formats and lints everything else, import cycles included; this
// configuration holds only the boundaries, because they need what Biome does not do: resolve a
// relative import to the file it lands on, so `../../other-feature/x` is caught wherever it is
// written. Package names are checked by name, relative paths by where they resolve.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tsParser from '@typescript-eslint/parser';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs}';
const TESTS = ['**/*.test.{ts,tsx}', '**/*.stories.tsx'];

/** The sub-folders of a folder: the areas of a features/ or routes/ folder. */
const foldersOf = (path) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// import-x wants a zone's paths all globs or none; a file is made a glob that matches only itself.
const asGlob = (path) => (path.includes('*') ? path : path.replace(/\.(ts|tsx)$/, '.@($1)'));

/** Areas never import each other: what two areas share moves below them. */
function areaZones(areasDir, message) {
  const areas = foldersOf(areasDir);
  return areas.map((area) => ({
    target: `${areasDir}/${area}/**`,
    from: areas.filter((other) => other !== area).map((other) => `${areasDir}/${other}/**`),
    message,
  }));
}

// The apps' source: app/ wires the features, a feature never imports app/ nor a sibling feature,
// lib/ imports neither; src/test/ (story and test support) may import anything.
const appZones = (app) => [
  {
    target: `apps/${app}/src/features/**`,
    from: [`apps/${app}/src/app/**`],
    message: 'a feature never imports the app above it; what it needs moves to src/lib or a package.',
  },
  {
    target: `apps/${app}/src/lib/**`,
    from: [`apps/${app}/src/app/**`, `apps/${app}/src/features/**`],
    message: 'src/lib is below the app and its features; it never imports them.',
  },
  ...areaZones(
    `apps/${app}/src/features`,
    'a feature never imports a sibling feature; what two share moves to src/lib or a package.',
  ),
];

// The server's layers, bottom to top (docs/decisions/0026): db/, mail/ and pdf/ (which know nothing
// of the server); services/ and deps.ts; http/; routes/<area>/; then what assembles and starts the
// app; test code above all. Production code imports only its own layer or a lower one.
const SERVER = 'apps/server/src';
const SERVER_LAYERS = [
  [0, ['db/**', 'mail/**', 'pdf/**']],
  [1, ['services/**', 'deps.ts']],
  [2, ['http/**']],
  [3, ['routes/**']],
  [4, ['static/**', 'app.ts', 'main.ts', 'runtime.ts', 'commands/**', 'env.ts', 'env-file.ts', 'seed*.ts']],
  [5, ['test/**', '**/*.test.ts']],
];
const LAYER_MESSAGE =
  'the server imports only its own layer or a lower one: db, mail, pdf < services, deps < http < routes < app, main, seed, commands < test code (docs/decisions/0026).';
const serverLayerZones = SERVER_LAYERS.flatMap(([rank, targets]) => {
  const above = SERVER_LAYERS.filter(([other]) => other > rank).flatMap(([, paths]) => paths);
  if (above.length === 0) return [];
  return targets.map((target) => ({
    target: asGlob(`${SERVER}/${target}`),
    from: above.map((path) => asGlob(`${SERVER}/${path}`)),
    message: LAYER_MESSAGE,
  }));
});
const serverAreaZones = areaZones(
  `${SERVER}/routes`,
  'an area never imports another area: what two areas share moves down to services/, http/ or db/ (docs/decisions/0026).',
);
// db/ is the bottom: it imports nothing else of the server, not even the mail or pdf beside it.
const serverDbZone = {
  target: `${SERVER}/db/**`,
  from: readdirSync(join(ROOT, SERVER), { withFileTypes: true })
    .filter((entry) => entry.name !== 'db')
    .map((entry) => (entry.isDirectory() ? `${SERVER}/${entry.name}/**` : asGlob(`${SERVER}/${entry.name}`))),
  message: 'db/ is the bottom layer: it imports nothing else of the server (docs/decisions/0026).',
};

/** Package names a part of the repository may not import. */
const forbidPackages = (paths, groups, message) => [
  'error',
  { paths: paths.map((name) => ({ name, message })), patterns: [{ group: groups, message }] },
];

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/*.gen.ts',
      '**/*.d.ts',
      // Only the packages' and the apps' own files have boundaries; the rest is not parsed at all.
      'scripts/**',
      'tests/**',
      '.storybook/**',
      '*.{js,mjs,ts}',
      'apps/*/*.{js,mjs,ts}',
      'packages/*/*.{js,mjs,ts}',
    ],
  },
  {
    files: [SOURCE],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: [`packages/domain/${SOURCE}`],
    rules: {
      'no-restricted-imports': forbidPackages(
        ['react', 'react-dom', 'ofetch', 'hono'],
        ['@minbar/*', 'react/*', 'react-dom/*', 'hono/*'],
        'domain imports no workspace package, no React and no I/O (docs/architecture.md).',
      ),
    },
  },
  {
    files: [`packages/api/${SOURCE}`],
    rules: {
      'no-restricted-imports': forbidPackages(
        ['@minbar/ui', 'react', 'react-dom', 'hono'],
        ['@minbar/ui/*', 'react/*', 'react-dom/*', 'hono/*'],
        'api depends only on domain (docs/architecture.md).',
      ),
    },
  },
  {
    files: [`packages/ui/${SOURCE}`],
    rules: {
      'no-restricted-imports': forbidPackages(
        ['@minbar/api', 'ofetch'],
        ['@minbar/api/*', '@tanstack/*'],
        'ui never imports api or fetches (docs/architecture.md).',
      ),
    },
  },
  {
    files: [`apps/server/${SOURCE}`],
    rules: {
      // The mail templates render with React Email's own runtime; the server never renders the ui.
      'no-restricted-imports': forbidPackages(
        ['@minbar/ui', 'react', 'react-dom'],
        ['@minbar/ui/*', 'react-dom/*'],
        'the server never imports ui (docs/architecture.md).',
      ),
    },
  },
  {
    files: [`apps/dashboard/src/${SOURCE}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: appZones('dashboard') }] },
  },
  {
    files: [`apps/public-site/src/${SOURCE}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: appZones('public-site') }] },
  },
  {
    files: [`${SERVER}/${SOURCE}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...serverLayerZones, serverDbZone, ...serverAreaZones] },
      ],
    },
  },
  {
    // Test code drives the whole app, so it may import any layer; it still keeps out of other areas.
    files: [`${SERVER}/test/**`, `${SERVER}/**/*.test.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverAreaZones }] },
  },
  {
    // routes/ itself holds only tests of flows across areas; an endpoint belongs to an area.
    files: [`${SERVER}/routes/*.ts`],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'routes/ itself holds only tests of flows across areas: move this file into an area.',
        },
      ],
    },
  },
];
