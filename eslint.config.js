import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'server/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '@roomcraft/server*'], message: 'web never imports server' }],
        },
      ],
    },
  },
  // A module uses another module only through its entry file (`../accounts`, `../../credits`), never its
  // internals: the entry is the module's contract, the rest may change. Two exceptions: table files may name
  // another module's table (a foreign key needs it), and tests may use another module's `*.test-support`.
  ...[
    { files: ['server/src/modules/*/*.ts'], up: '\\.\\./' },
    { files: ['server/src/modules/*/*/*.ts'], up: '\\.\\./\\.\\./' },
    { files: ['server/src/modules/*/*/*/*.ts'], up: '(?:\\.\\./){3}' },
  ].map(({ files, up }) => ({
    files,
    ignores: ['server/src/modules/**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up}(?!\\.\\.)[^/]+/(?!.*\\.test-support$)`,
              message: "import another module's entry file (e.g. '../accounts'), not its internals",
            },
          ],
        },
      ],
    },
  })),
  {
    // The kernel is what every module imports, so it must not import a module's entry (that would be a
    // circle through the module's routes); it names the few port types it needs directly.
    files: ['server/src/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(app|jobs)/', message: 'the kernel never imports the wiring' }] },
      ],
    },
  },
);
