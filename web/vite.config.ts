import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cloudscapeUnusedParts } from './build/cloudscape-unused-parts.ts';
import { extractInlineFonts } from './build/extract-inline-fonts.ts';
import { layoutChunks } from './build/layout-chunks.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { unusedThemeTokens } from './build/unused-theme-tokens.ts';

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
    // Two chunks are large on purpose and never on a first load: the diagram's layout engine (elkjs,
    // about 1.4 MB, in its own worker) and the price list the live estimate reads (about 0.7 MB,
    // 25 kB gzipped). bench/web.ts watches what each page really loads.
    chunkSizeWarningLimit: 1600,
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
