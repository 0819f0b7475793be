import type { RouteDef } from '#shared/api/define';

export interface RouteMatch {
  route: RouteDef;
  /** decoded values of the `{name}` segments */
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** `{name}` matches one segment, `{name+}` the rest of the path (API Gateway's greedy variable). */
function compile(route: RouteDef): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const variable = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!variable) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(variable[1]!);
      return variable[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Route selection as API Gateway HTTP APIs do it: literal paths win over paths with variables,
 * and a path with the wrong method is simply no route (404), not 405. One trailing slash is
 * ignored, which API Gateway does not do: see docs/decisions.md.
 */
export function createRouteMatcher(routes: readonly RouteDef[]) {
  const compiled = routes
    .map(compile)
    .sort((a, b) => a.names.length - b.names.length || b.route.path.length - a.route.path.length);
  return (method: string, requestPath: string): RouteMatch | undefined => {
    // the spec writes some paths with a trailing slash (GET /api/templates/); take them as the route
    const rawPath =
      requestPath.length > 1 && requestPath.endsWith('/') ? requestPath.slice(0, -1) : requestPath;
    for (const candidate of compiled) {
      if (candidate.route.method !== method) continue;
      const match = candidate.pattern.exec(rawPath);
      if (!match) continue;
      const pathParameters: Record<string, string> = {};
      candidate.names.forEach((name, i) => {
        pathParameters[name] = safeDecode(match[i + 1]!);
      });
      return { route: candidate.route, pathParameters };
    }
    return undefined;
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
