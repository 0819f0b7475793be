import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { routerRoutes } from './router-routes.ts';

/** What the build tells about one module: the modules it imports, statically and dynamically. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

function reach(
  roots: Iterable<string>,
  links: (id: string) => ModuleLinks | null,
  dynamic: boolean,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const module = links(id);
    for (const next of module?.importedIds ?? []) visit(next);
    if (dynamic) for (const next of module?.dynamicallyImportedIds ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * The modules each layout route brings with every page under it, and nothing any other page or
 * the entry could load: the layout's static imports, less the entry's, less all that a route
 * outside the layout reaches (statically or later). Keyed by module id, valued by the layout.
 */
export function layoutMembers(
  routes: readonly { modules: readonly string[] }[],
  entries: readonly string[],
  links: (id: string) => ModuleLinks | null,
): Map<string, string> {
  const members = new Map<string, string>();
  const entry = reach(entries, links, false);
  const layouts = new Set(routes.flatMap((route) => route.modules.slice(0, -1)));
  for (const layout of layouts) {
    const outside = routes.filter((route) => !route.modules.includes(layout)).flatMap((r) => r.modules);
    const elsewhere = reach(outside, links, true);
    for (const id of reach([layout], links, false))
      if (id !== layout && !entry.has(id) && !elsewhere.has(id) && !members.has(id)) members.set(id, layout);
  }
  return members;
}

const chunkName = (layout: string) =>
  layout
    .split('/')
    .pop()
    ?.replace(/\.[jt]sx?$/, '') ?? 'layout';

/**
 * One chunk per layout route of `router` (web/src/router.tsx): the signed-in frame's code
 * (AppLayout, side navigation, notifications, the subscription gate) in one file. Left to the
 * bundler, it is cut by which other pages share each module, into dozens of small files, each
 * compressed apart and each a request of its own; /app's first load was 68 files. Only what no
 * public page and not the entry can load goes in, so those download exactly what they did.
 * Its members' other imports are the entry's or shared chunks that never import back, so the
 * chunk needs none of its dependencies pulled in (`includeDependenciesRecursively: false`).
 */
export function layoutChunks({ router }: { router: string }): Plugin {
  let members = new Map<string, string>();
  return {
    name: 'sahab-layout-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'layout frames',
                    name: (id: string) => {
                      const layout = members.get(id);
                      return layout ? `${chunkName(layout)}-frame` : null;
                    },
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const routes = routerRoutes(readFileSync(router, 'utf8')).map((route) => ({
        modules: route.modules.map((module) => resolve(dirname(router), module)),
      }));
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      members = layoutMembers(routes, entries, (id) => this.getModuleInfo(id));
    },
  };
}
