import type { Plugin } from 'vite';

/**
 * A Cloudscape module whose code paths Sahab can never take, rewritten without them so the
 * bundler leaves out what only those paths import. `expect` is the source the rewrite relies on:
 * if a Cloudscape release changes it, the build stops instead of guessing.
 */
export interface CloudscapeTrim {
  /** path inside @cloudscape-design/components */
  module: string;
  expect: readonly string[];
  rewrite: (code: string) => string;
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
];

const PACKAGE = '/@cloudscape-design/components/';

/** Applies `trims` to the Cloudscape modules they name as Vite loads them. */
export function cloudscapeUnusedParts(trims: readonly CloudscapeTrim[] = CLOUDSCAPE_TRIMS): Plugin {
  return {
    name: 'sahab-cloudscape-unused-parts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const trim = trims.find((candidate) => path.endsWith(`${PACKAGE}${candidate.module}`));
      if (!trim) return null;
      const missing = trim.expect.filter((text) => !code.includes(text));
      if (missing.length > 0)
        this.error(
          `Cloudscape's ${trim.module} changed (no longer has ${missing.join(' | ')}): review web/build/cloudscape-unused-parts.ts`,
        );
      return { code: trim.rewrite(code), map: null };
    },
  };
}
