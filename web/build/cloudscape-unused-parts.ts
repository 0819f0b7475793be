import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { filesUnder, iconNames, namedIn, withIcons } from './cloudscape-icons.ts';

/**
 * A Cloudscape module whose code paths Sahab can never take, rewritten without them so the
 * bundler leaves out what only those paths import. `expect` is the source the rewrite relies on:
 * if a Cloudscape release changes it, the build stops instead of guessing.
 */
export interface CloudscapeTrim {
  /** the package the module is in, when not @cloudscape-design/components */
  package?: string;
  /** path inside the package */
  module: string;
  expect: readonly string[];
  rewrite: (code: string) => string;
  /**
   * What must stay true of the app for the cut part to stay unused, checked as the build loads
   * each module: Cloudscape modules that would use it (path fragments) are not part of the build,
   * and Sahab's own code never names the prop or class that turns it on.
   */
  unusedWhile?: { modules: readonly string[]; ownCode: readonly string[] };
}

/** The top-level rules of the base theme's `@layer` whose selector starts with one of `prefixes`
 * (inside `@media not print` or not) removed; every other rule kept as written. */
export function withoutThemeRules(css: string, prefixes: readonly string[]): string {
  const open = css.indexOf('{', css.indexOf('@layer awsui-base-theme'));
  const close = css.lastIndexOf('}');
  const kept: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let index = start; index < close; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) {
      const rule = css.slice(start, index + 1);
      const selector = rule
        .trim()
        .replace(/^@media not print\s*\{/, '')
        .trim();
      if (!prefixes.some((prefix) => selector.startsWith(prefix))) kept.push(rule);
      start = index + 1;
    }
  }
  return `${css.slice(0, open + 1)}${kept.join('')}${css.slice(start)}`;
}

/** Where the string literal that opens at `start` ends (the index after its closing quote). */
function stringEnd(code: string, start: number): number {
  for (let index = start + 1; index < code.length; index++) {
    if (code[index] === '\\') index++;
    else if (code[index] === code[start]) return index + 1;
  }
  return code.length;
}

/** Where the call whose argument list opens at `open` ends (the index after its `)`). */
export function callEnd(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index++) {
    const char = code[index];
    if (char === '"' || char === "'" || char === '`') index = stringEnd(code, index) - 1;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return index + 1;
  }
  throw new Error(`the call at ${open} never closes`);
}

/**
 * `module` with its component `component` (imported by default from `from`) loaded on demand:
 * the import becomes `React.lazy`, each element of it is wrapped in a Suspense showing nothing
 * while it loads. For a part that renders only on a path Sahab does not take, whose code then
 * leaves every first download that holds `module`, and still works if that path is taken one day.
 */
export function loadedOnDemand(module: string, component: string, from: string): CloudscapeTrim {
  const statement = `import ${component} from '${from}';`;
  const element = `React.createElement(${component}, `;
  return {
    module,
    expect: ["import React from 'react';", statement, element],
    rewrite: (code) => {
      let lazy = code.replace(statement, `const ${component} = React.lazy(() => import('${from}'));`);
      for (let at = lazy.indexOf(element); at >= 0; ) {
        const end = callEnd(lazy, at + 'React.createElement'.length);
        const wrapped = `React.createElement(React.Suspense, { fallback: null }, ${lazy.slice(at, end)})`;
        lazy = `${lazy.slice(0, at)}${wrapped}${lazy.slice(end)}`;
        at = lazy.indexOf(element, at + wrapped.length);
      }
      return lazy;
    },
  };
}

/** Visual modes and contexts Sahab never turns on; their design tokens are a third of the theme. */
const UNUSED_THEME_RULES = [
  '.awsui-dark-mode',
  '.awsui-compact-mode',
  '.awsui-context-compact-table',
  '.awsui-context-top-navigation',
  '.awsui-context-content-header',
  '.awsui-context-app-layout-toolbar',
];

const cloudscapeFolder = () =>
  dirname(createRequire(import.meta.url).resolve('@cloudscape-design/components/package.json'));
const repoFolder = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The icons anything in the build can ask for: each name a quoted literal in one of Cloudscape's
 * modules (the icon map itself and test utilities left out) or in Sahab's web and shared code.
 * Icon names are never put together from pieces there (TypeScript types them as a union of the
 * literals), so a name no file spells can never reach `<Icon>`. Reads the sources on disk, a
 * superset of what the build loads.
 */
export function iconsInUse(iconsModule: string, cloudscape = cloudscapeFolder()): Set<string> {
  const texts = function* () {
    yield* filesUnder(cloudscape, /\.js$/, [
      join(cloudscape, 'icon', 'generated'),
      join(cloudscape, 'test-utils'),
    ]);
    yield* filesUnder(join(repoFolder, 'web', 'src'), /\.tsx?$/);
    yield* filesUnder(join(repoFolder, 'shared'), /\.ts$/);
  };
  return namedIn(texts(), iconNames(iconsModule));
}

export const CLOUDSCAPE_TRIMS: readonly CloudscapeTrim[] = [
  {
    // AppLayout carries three layouts and picks one as it renders: Classic without the visual
    // refresh, the toolbar layout when the console-only global flags `appLayoutWidget` or
    // `appLayoutToolbar` are set, else the visual-refresh layout. The open-source package always
    // has the visual refresh (`ALWAYS_VISUAL_REFRESH`) and Sahab sets no console flag, so only the
    // visual-refresh layout ever renders. The other two (the toolbar one brings drag-and-drop for
    // its drawers) were a third of the signed-in frame's first download, JS and CSS.
    module: 'app-layout/internal.js',
    expect: [
      "import ClassicAppLayout from './classic';",
      "import RefreshedAppLayout from './visual-refresh';",
      "import ToolbarAppLayout from './visual-refresh-toolbar';",
      "import { useAppLayoutFlagEnabled } from './utils/feature-flags';",
      'const isRefresh = useVisualRefresh();',
    ],
    rewrite: () => `import React from 'react';
import RefreshedAppLayout from './visual-refresh';
export const AppLayoutInternal = React.forwardRef((props, ref) => React.createElement(RefreshedAppLayout, { ref: ref, ...props }));
`,
  },
  {
    // The error boundary's fallback runs a description given in `i18nStrings.descriptionText`
    // through intl-messageformat (to place a <Feedback> link). Sahab renders no Cloudscape
    // ErrorBoundary and Cloudscape's own built-in boundaries pass no description, so the
    // formatter (its ICU parser, a tenth of the shared Cloudscape chunk) never runs.
    module: 'error-boundary/fallback.js',
    expect: [
      "import IntlMessageFormat from 'intl-messageformat';\n",
      'new IntlMessageFormat(descriptionText).format(formatArgs)',
    ],
    rewrite: (code) =>
      code
        .replace("import IntlMessageFormat from 'intl-messageformat';\n", '')
        .replace('new IntlMessageFormat(descriptionText).format(formatArgs)', 'descriptionText'),
  },
  // The menu of AppLayout drawers that do not fit beside the page: Sahab's layout has no drawers
  // (`toolsHide`, no `drawers`), so it never renders. With it on demand the button dropdown leaves
  // the signed-in frame's first download; a drawer added one day still gets its menu.
  loadedOnDemand(
    'app-layout/drawer/overflow-menu.js',
    'InternalButtonDropdown',
    '../../button-dropdown/internal',
  ),
  // A table column's sort menu renders only with `multiColumnSort`, which no Sahab table sets; on
  // demand, the button dropdown leaves the first download of every page with a table.
  loadedOnDemand(
    'table/header-cell/sort-menu.js',
    'InternalButtonDropdown',
    '../../button-dropdown/internal',
  ),
  {
    // Every icon of the set, 143 inline SVGs (~13 kB gzip), is in the first download of each
    // signed-in page; fewer than half are ever named (see `iconsInUse`). The rest are left out.
    module: 'icon/generated/icons.js',
    expect: ['const icons = {\n    "add-plus": React.createElement(', '\n};\nexport default icons;'],
    rewrite: (code) => withIcons(code, iconsInUse(code)),
  },
  {
    // The base theme holds the design tokens of every mode and visual context. Sahab never applies
    // dark or compact mode (`applyMode`/`applyDensity` of the global-styles package), renders no
    // TopNavigation, no compact table and no high-contrast header (`headerVariant`), and the
    // console toolbar layout is cut above: those tokens (~10 kB gzip, render-blocking CSS of every
    // signed-in page) can never apply. Motion-disabled stays: it is tiny.
    module: 'internal/base-theme/styles.scoped.css',
    expect: ['@layer awsui-base-theme', ...UNUSED_THEME_RULES.map((prefix) => `${prefix}:not(#\\9)`)],
    rewrite: (code) => withoutThemeRules(code, UNUSED_THEME_RULES),
    unusedWhile: {
      modules: [
        '/@cloudscape-design/global-styles/index.js',
        '/@cloudscape-design/components/top-navigation/',
      ],
      ownCode: [
        'applyMode',
        'applyDensity',
        'awsui-dark-mode',
        'awsui-compact-mode',
        'contentDensity',
        'high-contrast',
      ],
    },
  },
  {
    // zod's classic schemas carry JSON Schema generation (`toJSONSchema`, `~standard.jsonSchema`),
    // a third of zod in the browser. The web app only parses (the API client checks answers, the
    // forms check fields); JSON Schema is made on the server, for the models. Calling it in the
    // browser throws in plain words, and the build stops if the web app's own code names it.
    package: 'zod',
    module: 'v4/classic/schemas.js',
    expect: [
      'import * as processors from "../core/json-schema-processors.js";\n',
      'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";\n',
    ],
    rewrite: (code) =>
      code
        .replace(
          'import * as processors from "../core/json-schema-processors.js";\n',
          `function jsonSchemaLeftOut() { throw new Error("JSON Schema generation is left out of Sahab's web build (web/build/cloudscape-unused-parts.ts)"); }
const processors = new Proxy({}, { get: () => jsonSchemaLeftOut });
`,
        )
        .replace(
          'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";\n',
          'const createStandardJSONSchemaMethod = () => jsonSchemaLeftOut;\nconst createToJSONSchemaMethod = () => jsonSchemaLeftOut;\n',
        ),
    unusedWhile: { modules: [], ownCode: ['toJSONSchema', 'jsonSchema'] },
  },
];

const CLOUDSCAPE = '@cloudscape-design/components';

/** Applies `trims` to the Cloudscape modules they name as Vite loads them. */
export function cloudscapeUnusedParts(trims: readonly CloudscapeTrim[] = CLOUDSCAPE_TRIMS): Plugin {
  return {
    name: 'sahab-cloudscape-unused-parts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      for (const { package: name = 'Cloudscape', module, unusedWhile } of trims) {
        if (!unusedWhile) continue;
        const own = !path.includes('/node_modules/');
        const named = own ? unusedWhile.ownCode.find((text) => code.includes(text)) : undefined;
        const loaded = unusedWhile.modules.find((fragment) => path.includes(fragment));
        if (named || loaded)
          this.error(
            `${own ? `${path} uses ${named}` : `${loaded} is part of the build`}: the cut of ${name}'s ${module} assumes it is unused; review web/build/cloudscape-unused-parts.ts`,
          );
      }
      const trim = trims.find((candidate) =>
        path.endsWith(`/node_modules/${candidate.package ?? CLOUDSCAPE}/${candidate.module}`),
      );
      if (!trim) return null;
      const missing = trim.expect.filter((text) => !code.includes(text));
      if (missing.length > 0)
        this.error(
          `${trim.package ?? 'Cloudscape'}'s ${trim.module} changed (no longer has ${missing.join(' | ')}): review web/build/cloudscape-unused-parts.ts`,
        );
      return { code: trim.rewrite(code), map: null };
    },
  };
}
