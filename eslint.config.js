import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Libraries that are policies: only `shared` may import them; everyone else goes through it.
const WRAPPED = ['valtio', 'valtio/*', 'axios', 'i18next', 'react-i18next', 'dompurify'].map((name) => ({
  group: [name],
  message: 'Import this through @platform/shared: the page must hold one session store, API client and i18n instance.',
}));

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
];

const areaZone = (area) => ({
  files: [`remote-${area}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [...WRAPPED, ...NO_OTHER_APPS] }] },
});

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
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...['accounts', 'lobby', 'member', 'agent'].map(areaZone),
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
