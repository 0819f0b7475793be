import type { Plugin } from 'vite';

const INTERNAL = '/@cloudscape-design/components/app-layout/internal.js';

/** What Cloudscape's switch imports; if a release changes it, the build stops instead of guessing. */
const EXPECTED_IMPORTS = [
  "import ClassicAppLayout from './classic';",
  "import RefreshedAppLayout from './visual-refresh';",
  "import ToolbarAppLayout from './visual-refresh-toolbar';",
  "import { useAppLayoutFlagEnabled } from './utils/feature-flags';",
];

/** The same component the switch renders here, without the two layouts it never renders. */
const REFRESHED_ONLY = `import React from 'react';
import RefreshedAppLayout from './visual-refresh';
export const AppLayoutInternal = React.forwardRef((props, ref) => React.createElement(RefreshedAppLayout, { ref: ref, ...props }));
`;

/**
 * Cloudscape's AppLayout carries three layouts and picks one as it renders: Classic without the
 * visual refresh, the toolbar layout when the console-only global flags `appLayoutWidget` or
 * `appLayoutToolbar` are set, else the visual-refresh layout. The open-source package always has
 * the visual refresh (`ALWAYS_VISUAL_REFRESH`) and Sahab sets no console flag, so it always renders
 * the visual-refresh layout. The other two (the toolbar one brings drag-and-drop for its drawers)
 * were a third of the signed-in frame's first download, JS and CSS; this keeps them out.
 */
export function appLayoutRefreshOnly(): Plugin {
  return {
    name: 'sahab-app-layout-refresh-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(INTERNAL)) return null;
      const missing = EXPECTED_IMPORTS.filter((line) => !code.includes(line));
      if (missing.length > 0 || !code.includes('useVisualRefresh()'))
        this.error(
          `Cloudscape's app-layout/internal.js changed (${missing.join(' ')}): review web/build/app-layout-refresh-only.ts`,
        );
      return { code: REFRESHED_ONLY, map: null };
    },
  };
}
