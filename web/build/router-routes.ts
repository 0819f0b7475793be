export interface RouteModules {
  path: string;
  /** the layout modules and the page module, as web/src/router.tsx loads them together */
  modules: string[];
}

/**
 * The routes of web/src/router.tsx with the modules each loads: a route nested under a layout
 * route (`lazy: page(() => import('./components/X'))` with `children`) loads that layout too.
 * Read from the router's source so a page added there is measured and chunked without editing
 * the bench or the build.
 */
export function routerRoutes(routerSource: string): RouteModules[] {
  const routes: RouteModules[] = [];
  const layouts: { indent: number; module: string }[] = [];
  for (const line of routerSource.split('\n')) {
    const indent = line.length - line.trimStart().length;
    while (layouts.length > 0 && indent <= layouts[layouts.length - 1].indent) layouts.pop();
    const lazy = line.match(/import\('\.\/([^']+)'\)/);
    if (!lazy) continue;
    const module = `${lazy[1]}.tsx`;
    const path = line.match(/path: '([^']*)'/)?.[1] ?? (line.includes('index: true') ? '' : undefined);
    if (path === undefined) {
      // a layout route: its children follow, indented deeper than the line that opened it
      layouts.push({ indent: indent - 2, module });
      continue;
    }
    routes.push({ path: `/${path}`, modules: [...layouts.map((l) => l.module), module] });
  }
  return routes;
}
