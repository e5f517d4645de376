import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'public/mockServiceWorker.js'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name="dangerouslySetInnerHTML"]', message: 'API data is rendered as text, never as HTML.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  // The two programs meet only in contract/ (ESLint's own no-restricted-imports: the import-x
  // plugin's native resolver has platform packages that a clean install here cannot fetch): the
  // browser never imports the server, the server
  // takes what it shares with the browser from contract/ (not from src/), and contract/ imports
  // neither.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The browser never imports the server; shared rules live in contract/.' }] },
      ],
    },
  },
  // After the src/ block above (a later block replaces the rule's options), so it keeps both.
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A page links to another page through that page's route module (`./engine.route`:
            // its URL and preload), never through the page itself. A page's own stylesheet sits beside it.
            {
              group: ['./*', '!./*.route', '!./route-kit', '!./*.css'],
              message: 'Pages do not import each other: link through the target route module (./<name>.route).',
            },
            { group: ['../app/*'], message: 'Route modules sit below app/ (the router table is built from them).' },
            { group: ['**/server/**'], message: 'The browser never imports the server; shared rules live in contract/.' },
          ],
        },
      ],
    },
  },
  // The layers: components/ and hooks/ are shared building blocks, and api/, core/, embed/, i18n/
  // and ssr/ the services below them all; none reaches up into the router (app/) or the pages
  // (routes/). What they share with those lives in core/.
  {
    files: ['src/{components,hooks,api,core,embed,i18n,ssr}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/routes/*'],
              message: 'Shared layers (components/, hooks/, api/, core/, embed/, i18n/, ssr/) do not import app/ or routes/; share through core/.',
            },
            { group: ['**/server/**'], message: 'The browser never imports the server; shared rules live in contract/.' },
          ],
        },
      ],
    },
  },
  // Features are the app's domain UI (dyno, pricing, compare, enquiry, engine, …): pages use them,
  // never the other way round. A feature takes what it shares from core/, components/, hooks/ and
  // api/; it never imports a page or a route module (routes/) or the router (app/).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/routes/*', '**/app/*'], message: 'Features do not import routes/ or app/: pages use features, not the other way round.' },
            { group: ['**/server/**'], message: 'The browser never imports the server; shared rules live in contract/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**'], message: 'The server imports what it shares with the browser from contract/, not from src/.' }] },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'contract/ is what both programs obey: it imports neither.' }] },
      ],
    },
  },
);
