import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** features/<a>/{api,components}/x → ../../<b>/components/…, or any path through features/<b>/components. */
const OTHER_FEATURE_COMPONENTS = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/components(/|$)|/features/[^/]+/components(/|$)',
  message: "Another feature's components/ are its own: import its api/, or move what both need to components/ (the kit).",
};
/** A page or layout module of routes/ (app/layouts/simple-layout is the app's, not a route's), or routes/ itself. */
const ROUTE_FILE = {
  regex: '^\\.{1,2}/(?:[^/]+/)*(?!simple-layout$)[^/]+-(?:page|layout)$|(^|/)routes/',
  message: 'Pages compose features and components/; nothing imports a route file (move what is shared into a feature or components/).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web features and pages (issue #20 item 4): a feature imports another feature only through its api/, never its
  // components/; no feature or page imports a route file (a *-page or *-layout module, or anything under routes/ from
  // a feature): pages compose features and components/.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [OTHER_FEATURE_COMPONENTS, ROUTE_FILE] }] },
  },
  {
    files: ['apps/web/src/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ROUTE_FILE] }] },
  },
  // Until s20-web-list moves DeliveryList and OrderStatusFilter out of these list pages (issue #20 item 3).
  {
    files: ['apps/web/src/routes/deliveries/delivery-list-page.tsx', 'apps/web/src/routes/purchase-order/purchase-order-list-page.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
