import './zod-without-eval';
import '@cloudscape-design/global-styles/index.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApi } from './api/client';
import { SahabAuthProvider } from './auth/AuthProvider';
import { ConfigErrorScreen } from './components/ConfigErrorScreen';
import { ConfigProvider } from './config/ConfigContext';
import { loadRuntimeConfig } from './config/runtime-config';
import { consumeLogoutParam } from './global-behaviour';
import { NotificationsProvider } from './notifications/NotificationsContext';
import { createAppRouter } from './router';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // Created first: the router starts loading the page's chunk at once, while config.json loads.
  const router = createAppRouter();
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    root.render(<ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  configureApi(config.apiUrl);
  root.render(
    <StrictMode>
      <ConfigProvider config={config}>
        <SahabAuthProvider onSignedIn={(path) => void router.navigate(path, { replace: true })}>
          <NotificationsProvider>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </SahabAuthProvider>
      </ConfigProvider>
    </StrictMode>,
  );
}

if (!consumeLogoutParam()) void start();
