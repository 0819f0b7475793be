/**
 * The layer rules of DESIGN.md section 2, checked by `npm run lint`:
 * shared/ depends on nothing above it and runs in both Node and the browser; infra/ builds on
 * shared/ alone; web/ never reaches into functions/ or local/; no import cycles in product code.
 * Type-only imports count (`tsPreCompilationDeps`): a type is still a dependency of the design.
 */
const PRODUCT = '^(bin|infra|functions|shared|local|web)/';

/** npm packages that need Node (files, sockets, native or server code) */
const NODE_ONLY = [
  'dynalite',
  'oidc-provider',
  'ws',
  '@aws/cloudformation-validate',
  '@aws-lambda-powertools/',
  '@middy/',
  'aws-cdk-lib',
  'aws-cdk',
  'constructs',
  'cdk-nag',
  'esbuild',
  'tsx',
  'vite',
];
/** npm packages that need a DOM or a browser */
const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-router',
  'oidc-client-ts',
  '@cloudscape-design/',
  '@paddle/paddle-js',
];
const packages = (names) =>
  `(^|/)node_modules/(${names.map((n) => n.replace(/[.]/g, '\\.').replace(/\/$/, '/.+')).join('|')})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-above',
      comment: 'shared/ is the bottom layer: the web app, the functions and infra all build on it.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(bin|infra|functions|local|web|test|bench)/' },
    },
    {
      name: 'shared-no-node-builtins',
      comment: 'shared/ also runs in the browser: no node:* (or bare fs, path, ...) modules.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-no-node-or-browser-only-packages',
      comment: 'shared/ runs in Node and the browser: no package that needs only one of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: packages([...NODE_ONLY, ...BROWSER_ONLY]) },
    },
    {
      name: 'infra-imports-only-shared',
      comment:
        'CDK code describes the deployment; it takes contracts from shared/, never code from the others.',
      severity: 'error',
      from: { path: '^infra/' },
      to: { path: '^(bin|functions|local|web|test|bench)/' },
    },
    {
      name: 'web-not-functions-or-local',
      comment: 'The web app talks to the API over HTTP; server code must not end up in the bundle.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|local)/' },
    },
    {
      name: 'api-contract-without-template-parser',
      comment:
        'Every page of the web app loads the API contract; the YAML template parser belongs to the pages that read templates (import limits are in shared/catalog/import-limits.ts).',
      severity: 'error',
      from: { path: '^shared/api/' },
      to: { path: '(^|/)node_modules/yaml/', reachable: true },
    },
    {
      name: 'web-calls-endpoints-not-routes',
      comment:
        'The browser calls a route through its endpoint (shared/api/endpoints/) and reads live frames with shared/live/read-message.ts; the route table and the live schemas bring zod into the page. Their types are free (import type).',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^shared/(api/routes|live/messages)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      comment: 'Import cycles among product files make load order matter and layers meaningless.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { path: PRODUCT, circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot resolve is one the rules above cannot see.',
      severity: 'error',
      from: { path: PRODUCT },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|cdk\\.out|\\.data|web/dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // package.json "imports" (#shared/*, #functions/*, ...) resolve as Node and the bundlers do
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
