import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * The layers (docs/architecture.md "Layers"): what each folder may import. A zone's `target` may not
 * import from its `from`. Tests are left out of the zones: a test composes what it tests with the
 * harness, the route table or a family's fixtures. No file, test or not, takes part in an import
 * cycle.
 */
const SERVER_FOUNDATION = [
  'http',
  'kit',
  'platform',
  'db',
  'lib',
  'jobs',
  'storage',
  'security',
  'mail',
  'audit',
  'metadata',
  'payments',
].map((folder) => `./server/src/${folder}`);

/** How the import rules find a file: TypeScript sources, imported with or without their extension. */
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
};

const layers = [
  {
    target: SERVER_FOUNDATION,
    from: './server/src/modules',
    message:
      'http/, kit/, platform/ and the other shared folders import no family: a family plugs in through kit/family.ts (ServerFamily).',
  },
  {
    target: './web/src/kit',
    from: ['./web/src/features', './web/src/app', './web/src/routes.tsx'],
    message:
      'The web kit imports no family and not the app: the app gives it what it needs (kit/namedRoutes.ts RouteTable).',
  },
  {
    target: './web/src/features',
    from: ['./web/src/app', './web/src/routes.tsx'],
    message: 'A family imports the kit, not the app that composes the families.',
  },
  {
    target: './web/src/lib',
    from: ['./web/src/kit', './web/src/features', './web/src/app', './web/src/routes.tsx'],
    message: 'web/src/lib holds plain functions that import nothing of the web.',
  },
  {
    target: './contract/src',
    from: ['./server', './web'],
    message: 'The contract is shared by the server and the web, and imports neither.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] } },
  {
    files: ['{contract,server,web}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['{contract,server,web}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layers }] },
  },
);
