import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cloudscapeUnusedParts } from './build/cloudscape-unused-parts';
import { extractInlineFonts } from './build/extract-inline-fonts';
import { layoutChunks } from './build/layout-chunks';
import { prerenderPages } from './build/prerender-pages';
import { unusedThemeTokens } from './build/unused-theme-tokens';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// `npm run dev` serves the SPA from Vite and forwards everything that is not the SPA to the local
// runtime (API, OIDC provider, runtime config, WebSocket), so the browser sees one origin.
const localServer =
  process.env.SAHAB_LOCAL_SERVER ?? `http://localhost:${process.env.SAHAB_API_PORT ?? 3000}`;
const forward = { target: localServer, changeOrigin: false };

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    cloudscapeUnusedParts(),
    extractInlineFonts(),
    unusedThemeTokens(),
    layoutChunks({ router: fileURLToPath(new URL('./src/router.tsx', import.meta.url)) }),
    prerenderPages({
      renderer: '/src/prerender.tsx',
      pages: {
        '/': 'src/pages/landing/LandingPage.tsx',
        '/pricing': 'src/pages/pricing/PricingPage.tsx',
        '/terms-and-conditions': 'src/pages/legal/TermsPage.tsx',
        '/privacy-policy': 'src/pages/legal/PrivacyPage.tsx',
        '/refund-policy': 'src/pages/legal/RefundPage.tsx',
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      // ws: the compliance scan socket lives under /api/compliance/ws/
      '/api': { ...forward, ws: true },
      '/oidc': forward,
      '/config.json': forward,
      '/health': forward,
      '/ws': { ...forward, ws: true },
    },
  },
});
