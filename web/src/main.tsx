import './zod-without-eval';
import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { configureApi } from './api/client';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { loadRuntimeConfig } from './config/runtime-config';
import { consumeLogoutParam } from './global-behaviour';
import { hydratesPrerenderedPage } from './prerendered';
import { createAppRouter, whenRouterReady } from './router';

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // Created first: the router starts loading the page's chunk at once, while config.json loads.
  const router = createAppRouter();
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    createRoot(container).render(
      <ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />,
    );
    return;
  }
  configureApi(config.apiUrl);
  const app = <App config={config} router={router} />;
  // A public page's HTML was rendered at build time: it stays on screen while the page's code
  // loads, then React takes it over in place. Anything else renders from scratch.
  if (hydratesPrerenderedPage(container, window.location)) {
    await whenRouterReady(router);
    // As a transition, React hydrates in slices and lets the browser in between (input, paint)
    // instead of holding the main thread for the whole page in one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

if (!consumeLogoutParam()) void start();
