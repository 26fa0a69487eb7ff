// Import direction (decisions 033 and 071), checked by dependency-cruiser, which resolves each
// import as TypeScript and Node do (tsconfig, the workspaces' package names and exports maps, .js
// and .tsx files alike). scripts/boundaries.mjs runs it in `npm run lint` and adds what a rule set
// cannot say: the known crossings as a list that only shrinks, cycles between server modules, and
// what each web entry's first load reaches. `npx depcruise apps packages` runs these rules alone.

/**
 * Test code, exempt from the direction rules (it may set up any state): test files, the server's
 * test harness, a module's test helpers and the browser journeys. A product file that merely sits
 * in a folder named test/ is not exempt.
 */
export const TEST_CODE = [
  '\\.test\\.[cm]?[jt]sx?$',
  '^apps/server/src/test/',
  '^apps/server/src/modules/[^/]+/(test-support|testing)\\.ts$',
  '^apps/web/src/features/[^/]+/test/render\\.tsx$',
  '^apps/web/e2e/',
];

/**
 * What another module may import from a server module. Test helpers (test-support.ts,
 * testing.ts) are not on it: only test code may reach them.
 */
export const CONTRACT_FILES = ['service', 'keys', 'retention', 'seed', 'sessions', 'throttle', 'compose'];

/** The web's shared layers: they serve the features and never import one, nor app/. */
const WEB_SHARED = '^apps/web/src/(ui|lib|api|content|player|i18n)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A feature never imports another feature: move the shared piece to ui/, lib/, player/ or content/, or compose them in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'room-mode-imports-mode',
      comment: 'A game mode of features/rooms imports only rooms/shared/, never another mode, and shared/ imports no mode (decision 083).',
      severity: 'error',
      from: { path: '^apps/web/src/features/rooms/(shared|class-room|arena|quick-match)/', pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/rooms/(class-room|arena|quick-match)/', pathNot: '^apps/web/src/features/rooms/$1/' },
    },
    {
      name: 'shared-layer-imports-feature',
      comment: 'ui/, lib/, api/, content/, player/ and i18n/ never import a feature: app/ composes them.',
      severity: 'error',
      from: { path: WEB_SHARED, pathNot: TEST_CODE },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'shared-layer-imports-app',
      comment: 'ui/, lib/, api/, content/, player/ and i18n/ never import app/: app/ builds on them.',
      severity: 'error',
      from: { path: WEB_SHARED, pathNot: TEST_CODE },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'package-imports-app',
      comment: 'packages/* are shared by the apps and never import one.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The browser never imports server code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'module-internals',
      comment: `A server module reaches another only through its service or a contract file (${CONTRACT_FILES.map((f) => `${f}.ts`).join(', ')}).`,
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: TEST_CODE },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', `^apps/server/src/modules/[^/]+/(${CONTRACT_FILES.join('|')})\\.ts$`],
      },
    },
    {
      name: 'value-cycle',
      comment:
        'No import cycles among value imports (type-only imports vanish at build time, so they cannot make a module load before its dependency).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'type-import', 'pre-compilation-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: false,
  },
};
