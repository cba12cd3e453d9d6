// Lint rules: the recommended sets of ESLint, typescript-eslint and custom elements
// (eslint-plugin-wc), and React's rules of hooks where React components live. Formatting is
// Prettier's (.prettierrc.json), checked beside it.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'coverage/', '**/test-results/', 'wordpress/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  wc.configs['flat/recommended'],
  {
    rules: {
      // Empty interfaces are the typed surface's augmentation points (declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      // A leading underscore names a parameter or binding kept for its position or to leave it out of a rest.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      // Playwright's fixtures take their dependencies as a destructured first parameter, `{}` for none.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Node scripts and configs; the story check's page functions run in the browser.
  { files: ['**/*.mjs', '**/*.js'], languageOptions: { globals: globals.node } },
  { files: ['stories/check-stories-axe.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Tests may read loosely typed answers.
  { files: ['**/*.test.ts', '**/*.test.tsx', '**/test-support.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
