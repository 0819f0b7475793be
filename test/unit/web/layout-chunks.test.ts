import { describe, expect, it } from 'vitest';
import { layoutMembers, type ModuleLinks } from '../../../web/build/layout-chunks';
import { routerRoutes } from '../../../web/build/router-routes';

/** A module graph as the build reports it: `a -> b` static, `a ~> b` dynamic. */
function graph(edges: string[]): (id: string) => ModuleLinks | null {
  const links = new Map<string, { importedIds: string[]; dynamicallyImportedIds: string[] }>();
  const of = (id: string) => {
    if (!links.has(id)) links.set(id, { importedIds: [], dynamicallyImportedIds: [] });
    return links.get(id)!;
  };
  for (const edge of edges) {
    const [from, kind, to] = edge.split(' ');
    (kind === '->' ? of(from).importedIds : of(from).dynamicallyImportedIds).push(to);
    of(to);
  }
  return (id) => links.get(id) ?? null;
}

const ROUTER = `
  { index: true, lazy: page(() => import('./pages/Landing')) },
  {
    lazy: page(() => import('./components/Frame')),
    children: [
      { path: 'app', lazy: page(() => import('./pages/Dashboard')) },
      { path: 'deployments', lazy: page(() => import('./pages/Deployments')) },
    ],
  },
  { path: '*', lazy: page(() => import('./pages/NotFound')) },
`;

describe('layoutMembers', () => {
  const routes = routerRoutes(ROUTER);
  const links = graph([
    'main -> react',
    'main -> router',
    'router ~> pages/Landing.tsx',
    'router ~> components/Frame.tsx',
    'router ~> pages/Dashboard.tsx',
    'components/Frame.tsx -> app-layout',
    'components/Frame.tsx -> react',
    'app-layout -> cloudscape-core',
    'app-layout -> flashbar',
    'components/Frame.tsx -> logo',
    'pages/Landing.tsx -> logo',
    'pages/Landing.tsx ~> account-menu',
    'account-menu -> button-dropdown',
    'app-layout -> button-dropdown',
    'pages/NotFound.tsx -> cloudscape-core',
    'pages/Dashboard.tsx -> textarea',
  ]);

  it("groups what only the layout's pages load, never the entry's code or what a public page loads, even later", () => {
    const members = layoutMembers(routes, ['main'], links);
    // button-dropdown: the landing page's account menu loads it later
    expect([...members.keys()].sort()).toEqual(['app-layout', 'flashbar']);
    expect(new Set(members.values())).toEqual(new Set(['components/Frame.tsx']));
  });

  it('reads the layouts from the router: a page under no layout makes no group', () => {
    const flat = routerRoutes(`{ path: 'a', lazy: page(() => import('./pages/A')) },`);
    expect(layoutMembers(flat, ['main'], graph(['main ~> pages/A.tsx', 'pages/A.tsx -> box'])).size).toBe(0);
  });
});
