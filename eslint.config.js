// Lint rules that back the project's code habits: no `any`, exhaustive switches over
// discriminated unions, and no impure calls inside the library (`src/`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'web/dist/**', 'docs/api/**', 'consumer/fixture/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: 'error',
    },
  },
  {
    files: ['src/**/*.ts'],
    // Tests may read files; their file-reading support lives outside src/ (test-support/).
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'performance', 'setTimeout', 'setInterval', 'fetch', 'localStorage'],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'src/ is pure: no clock.' },
        // A sticky or global expression keeps its place in lastIndex: at module level that is state shared between calls.
        { selector: 'Program > VariableDeclaration > VariableDeclarator > Literal[regex.flags=/[gy]/]', message: 'src/ keeps no state between calls: make sticky or global expressions inside the function that moves them.' },
        { selector: 'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > Literal[regex.flags=/[gy]/]', message: 'src/ keeps no state between calls: make sticky or global expressions inside the function that moves them.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'src/ is pure: randomness comes from src/dice.' },
        { object: 'Date', property: 'now', message: 'src/ is pure: no clock.' },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'child_process'], message: 'src/ does no I/O.' }] },
      ],
    },
  },
  {
    // The page: the DOM is its business, but text from files and links never becomes markup,
    // and it builds on the library and the catalogues, not on the other front ends.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Untrusted text is shown as text, never as markup.' },
        { selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]", message: 'Untrusted text is shown as text, never as markup.' },
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Untrusted text is shown as text, never as markup.' },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/cli/*', '**/render/*'], message: 'The page builds on src/ and i18n/, not on the other front ends.' }] }],
    },
  },
  {
    // The page's state and logic stay DOM-free: the benchmark and the unit tests run them in Node.
    files: ['web/src/logic/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'location', 'history'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The scripts run under Node as they are.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
