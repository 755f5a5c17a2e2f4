import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'site/build/**',
      'site/build-variants/**',
      // Written and removed by scripts/build-variants.mjs while other steps of `npm test` run.
      'site/.variant-*.config.ts',
      'site/.docusaurus/**',
      '**/coverage/**',
      'examples/**/.next/**',
      'examples/**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['site/src/**/*.tsx'],
    plugins: { react },
    settings: { react: { version: '19' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react/prop-types': 'off',
    },
  },
);
