import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { SahabAuthProvider } from './auth/AuthProvider';
import { ConfigProvider } from './config/ConfigContext';
import type { RuntimeConfig } from './config/runtime-config';
import { NotificationsProvider } from './notifications/NotificationsContext';
import type { AppRouter } from './router';

/**
 * The whole app around its router. The browser renders it, and the build renders it once per
 * public page (web/src/prerender.tsx): hydration needs the very same tree on both sides.
 */
export function App({ config, router }: { config: RuntimeConfig; router: AppRouter }) {
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <SahabAuthProvider onSignedIn={(path) => void router.navigate(path, { replace: true })}>
          <NotificationsProvider>
            <RouterProvider router={router} />
          </NotificationsProvider>
        </SahabAuthProvider>
      </ConfigProvider>
    </StrictMode>
  );
}
