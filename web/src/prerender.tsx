import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from './App';
import type { RuntimeConfig } from './config/runtime-config';
import { appRoutes, whenRouterReady } from './router';

/**
 * Stands in for /config.json, which exists only where the app runs. What a public page draws from
 * the runtime config waits for hydration (`useHydrated`), so these values never reach the HTML.
 */
const BUILD_CONFIG: RuntimeConfig = {
  authority: '',
  clientId: '',
  apiUrl: '',
  wsUrl: '',
  logoutUrl: '',
  region: '',
  billing: { provider: 'none' },
  simulated: [],
};

/**
 * The HTML of the page at `path`, rendered by the build (web/build/prerender-pages.ts, in Node
 * through Vite) with the same tree the browser hydrates: a visitor who is signed in, has a plan or
 * runs simulators sees that once the page's code runs, as on a page rendered in the browser.
 */
export async function renderPage(path: string): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await whenRouterReady(router);
  try {
    return renderToString(<App config={BUILD_CONFIG} router={router} />);
  } finally {
    router.dispose();
  }
}
