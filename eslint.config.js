import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Libraries that are policies: only `shared` may import them; everyone else goes through it.
const WRAPPED = ['valtio', 'valtio/*', 'axios', 'i18next', 'react-i18next', 'dompurify'].map((name) => ({
  group: [name],
  message: 'Import this through @platform/shared: the page must hold one session store, API client and i18n instance.',
}));

// The endpoint descriptors and their TypeBox schemas are platform-api's and the development answer
// check's; a page calls the routes generated from them, which carry the schemas as types only.
const SERVER_CONTRACT = [
  {
    group: [
      '@platform/shared/contract/endpoints',
      '@platform/shared/contract/schemas',
      '@sinclair/typebox',
      '@sinclair/typebox/*',
    ],
    message: 'Call the routes of @platform/shared/contract: schemas and descriptors must stay out of page bundles.',
  },
];

const NO_OTHER_APPS = [
  {
    group: ['@platform/host', '@platform/host/*', '**/host/src/**'],
    message: 'Areas never import the host; the host loads areas at run time.',
  },
  {
    group: ['@platform/remote-*', '**/remote-*/src/**'],
    message: 'An area never imports another area: navigate by path instead.',
  },
  {
    group: ['@platform/shared/src/*', '**/shared/src/**'],
    message: "Use @platform/shared's public entry, not its src/.",
  },
  ...SERVER_CONTRACT,
];

// Server state is read through TanStack Query options; an effect that starts a request brings back the
// races, retries and stale data that queries exist to handle. Heuristic: any call inside an effect's
// callback to fetch, the API client, a request function by the naming convention, or the query client's
// own fetching methods.
const REQUEST_CALL = 'CallExpression[callee.name=/^(fetch\\w*|call|request|(post|put|delete|load)[A-Z]\\w*)$/]';
const QUERY_FETCH_CALL =
  'CallExpression[callee.property.name=/^(fetch|fetchQuery|prefetchQuery|fetchInfiniteQuery|refetch|refetchQueries|invalidateQueries|ensureQueryData)$/]';
const NO_REQUEST_IN_EFFECT = [
  'error',
  ...[REQUEST_CALL, QUERY_FETCH_CALL].map((call) => ({
    selector: `CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] ${call}`,
    message:
      'Do not start a request from an effect: read server data with query options (useQuery / useInfiniteQuery), and send writes from event handlers or mutations.',
  })),
];

// One way to send a write: declared once with mutationOptions (in the area's api/, with its cache
// effects) and run with shared's useWrite, which owns busy, the double-submit guard, the please-wait
// notice and where a failure shows. A page's own useMutation, or a helper that runs any promise, would
// be a second way.
const ONE_WAY_TO_WRITE = [
  {
    selector: "ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name='useMutation']",
    message:
      "Send a write with useWrite(xMutation(...)) from @platform/shared, its mutationOptions declared in the area's api/.",
  },
  {
    selector: "CallExpression[callee.property.name='run'][arguments.0.type=/^(Arrow)?FunctionExpression$/]",
    message:
      "run() takes the write's variables, not a function: declare the write with mutationOptions and run it with useWrite.",
  },
];

// A page imports from its own folder, the area's features/ and api/ (tests: testing/, texts: i18n/)
// and the shared packages, never from another page: what two pages need lives in features/. The
// relative path that climbs out of the page folder is told apart by the file's depth in it.
const SRC_FOLDERS = '(features|api|testing|i18n)/';
const pageZone = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./${SRC_FOLDERS})`,
  message:
    'A page imports only its own folder, features/, api/ and the shared packages: move what two pages need to features/.',
});

// Texts are read through shared's typed useTranslation (and, in shared outside React, `translate`):
// react-i18next's hook and the i18next instance's own `t` take any string, so a misspelt key would pass.
const UNTYPED_T = {
  object: 'i18n',
  property: 't',
  message: 'i18n.t takes any key: use `t` of useTranslation (in shared, also `translate`), whose keys are checked.',
};

const areaZone = (area) => [
  {
    files: [`remote-${area}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WRAPPED, ...NO_OTHER_APPS] }] },
  },
  // A file directly in pages/<page>/, then one and two folders deeper.
  ...[1, 2, 3].map((depth) => ({
    files: [`remote-${area}/src/pages/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WRAPPED, ...NO_OTHER_APPS, pageZone(depth)] }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.releases/**',
      'e2e/.release-store*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...['accounts', 'lobby', 'member', 'agent'].flatMap(areaZone),
  {
    files: ['host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': [...NO_REQUEST_IN_EFFECT, ...ONE_WAY_TO_WRITE] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    // The one hook built on useMutation.
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/forms/write.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_WAY_TO_WRITE] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'host/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    ignores: ['shared/src/i18n/**', '**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    rules: { 'no-restricted-properties': ['error', UNTYPED_T] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message: "Use useTranslation of ../i18n/translation: its `t` takes only the texts' keys.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WRAPPED,
            {
              group: ['@platform/remote-*', '**/remote-*/src/**'],
              message: 'The host loads areas only at run time, through the area registry.',
            },
            { group: ['**/shared/src/**'], message: "Use @platform/shared's public entry, not its src/." },
            ...SERVER_CONTRACT,
          ],
        },
      ],
    },
  },
  {
    files: ['platform-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@platform/shared',
              message: 'platform-api imports only @platform/shared/contract: no browser code.',
            },
          ],
          patterns: [
            {
              group: ['@platform/remote-*', '@platform/host'],
              message: 'The back end knows nothing of the front end apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.{ts,js}'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
