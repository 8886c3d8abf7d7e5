import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'demo-dist/', 'coverage/', '.data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['components/**/*.ts'],
    plugins: { lit, 'lit-a11y': litA11y, wc },
    rules: {
      ...lit.configs.recommended.rules,
      ...litA11y.configs.recommended.rules,
      ...wc.configs.recommended.rules,
      ...wc.configs['best-practice'].rules,
    },
  },
  {
    // The layering rule: demo -> react -> components -> core, never the other way.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/components/**',
            '**/react/**',
            '**/demo/**',
            'lit',
            'lit/*',
            '@lit/*',
            'react',
            'react-dom',
            'react-dom/*',
          ],
        },
      ],
    },
  },
  {
    files: ['components/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/react/**', '**/demo/**', 'react', 'react-dom', 'react-dom/*'] },
      ],
    },
  },
  {
    files: ['react/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/demo/**'] }] },
  },
  {
    // React's JSX types can only be extended through its namespace.
    files: ['react/jsx-types.ts'],
    rules: { '@typescript-eslint/no-namespace': 'off' },
  },
);
