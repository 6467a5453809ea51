import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesRule } from './scripts/eslint/boundaries.js';
import { serverBoundariesRule } from './scripts/eslint/serverBoundaries.js';
import { kitMarkupRule } from './scripts/eslint/kitMarkup.js';

export default tseslint.config(
  { ignores: ['.scratch/**', 'dist/**', 'node_modules/**', '.data/**', 'coverage/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, erp: { rules: { boundaries: boundariesRule, 'kit-markup': kitMarkupRule } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'erp/boundaries': 'error',
      'erp/kit-markup': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render server text as HTML.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    plugins: { erp: { rules: { 'server-boundaries': serverBoundariesRule } } },
    rules: { 'erp/server-boundaries': 'error' },
  },
);
