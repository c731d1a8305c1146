// Import rules between the packages and between the areas of each (CONTRIBUTING.md, "Where code goes").
// Run by `npm run check:lint`; a forbidden import fails the README test command.
const TESTS_AND_STORIES =
  '(\\.test\\.tsx?|\\.stories\\.tsx|/story-data\\.ts|\\.fixtures\\.ts|/testing/|/test-[a-z-]+\\.ts)$';
const UI = '^packages/ui/src/';
// The design system's base: what every screen area may use.
const UI_BASE = `${UI}(primitives|layout|theme|i18n|map|errors)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'A cycle makes load order matter and hides which side owns the code: move the shared part down. A type-only or dynamic import counts too: it still ties the two modules, whichever loads first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-area-to-area',
      comment:
        'A screen area of the design system (auth, register, territory …) uses only the base (primitives, layout, theme, i18n, map, errors) and the contract, never another area: move what two areas share into the base.',
      severity: 'error',
      from: { path: `${UI}([^/]+)/`, pathNot: [UI_BASE, TESTS_AND_STORIES] },
      to: { path: UI, pathNot: [`${UI}$1/`, UI_BASE, `${UI}index\\.ts$`] },
    },
    {
      name: 'ui-base-to-area',
      comment: 'The base never reaches up into a screen area.',
      severity: 'error',
      from: { path: UI_BASE, pathNot: TESTS_AND_STORIES },
      to: { path: UI, pathNot: UI_BASE },
    },
    {
      name: 'ui-to-api-client',
      comment: 'ui takes data as props: hooks belong to api-client and are joined in the app.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/api-client/' },
    },
    {
      name: 'api-client-to-ui',
      comment: 'api-client never renders: the app joins ui and api-client.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'mock-server-outside-stories-tests-demo',
      comment:
        'The mock backend is for stories, tests, benchmarks and the demo entry (apps/prospect/src/demo/, main.tsx), never production code.',
      severity: 'error',
      from: {
        path: '^(packages|apps)/',
        pathNot: [
          TESTS_AND_STORIES,
          '^packages/mock-server/',
          '^apps/prospect/src/demo/',
          '^apps/prospect/src/main\\.tsx$',
          '^apps/[^/]+/(e2e|e2e-real-server|build-checks|scripts)/',
          '^packages/contract-check/',
        ],
      },
      to: { path: '^packages/mock-server/' },
    },
    {
      name: 'packages-to-app',
      comment: 'Packages never import the app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'source-to-test-tables',
      comment:
        "A package's source never imports its test folder (the mock's matrix and fuzz tables live in packages/mock-server/test).",
      severity: 'error',
      from: { path: '^packages/([^/]+)/src/' },
      to: { path: '^packages/[^/]+/test/' },
    },
    {
      name: 'contract-is-the-ground',
      comment:
        'The contract is what every other package reads its shapes from: it imports none of them, tests included (the conformance check and its mock-backed tests are packages/contract-check).',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(?!contract/)|apps/)' },
    },
    {
      name: 'scheduling-is-a-leaf',
      comment:
        'When deferred work runs (packages/scheduling) is browser timing that the design system and the app both use: it imports no package of ours, so the design system holds no network or idle scheduling of its own.',
      severity: 'error',
      from: { path: '^packages/scheduling/' },
      to: { path: '^(packages/(?!scheduling/)|apps/)' },
    },
    {
      name: 'shell-below-screens',
      comment:
        "The shell (apps/prospect/src/shell/) frames every screen and never reaches into one: what both use (a failure's message, the navigation state) lives in apps/prospect/src/flow/.",
      severity: 'error',
      from: { path: '^apps/prospect/src/shell/', pathNot: TESTS_AND_STORIES },
      to: { path: '^apps/prospect/src/screens/' },
    },
    {
      name: 'screen-to-screen',
      comment:
        'An app screen (apps/prospect/src/screens/<screen>/) imports only its own folder and screens/shared: routes and screens do not import each other.',
      severity: 'error',
      from: { path: '^apps/prospect/src/screens/([^/]+)/', pathNot: TESTS_AND_STORIES },
      to: {
        path: '^apps/prospect/src/(screens|routes)/',
        pathNot: ['^apps/prospect/src/screens/$1/', '^apps/prospect/src/screens/shared/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and the bench's scratch folder (bench/tmp, ignored by git) are not our sources.
    exclude: { path: '(^|/)(node_modules|dist[^/]*|storybook-static|__screenshots__)/|^bench/tmp/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
