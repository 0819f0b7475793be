import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sameOriginSite, securityHeaders } from '#shared/http/security-headers';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run dev`: Vite's dev server (hot reload) in front of the local runtime. web/vite.config.ts
 * forwards /api, /oidc, /config.json, /health and /ws to the runtime, so the browser sees one
 * origin; the runtime is told that origin so issuer and redirect URIs match what the browser uses.
 */
export async function startViteDevServer(
  runtimePort: number,
  vitePort: number,
): Promise<{ close(): Promise<void> }> {
  process.env.SAHAB_API_PORT = String(runtimePort);
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
    server: {
      port: vitePort,
      strictPort: true,
      host: 'localhost',
      // The site's policy, relaxed only for what the dev server adds: the React refresh inline
      // preamble and the hot-reload socket.
      headers: securityHeaders({
        ...sameOriginSite(false),
        devServer: { hmrOrigins: [`ws://localhost:${vitePort}`] },
      }),
    },
  });
  await server.listen();
  return { close: () => server.close() };
}
