// Builds the installable scanner (packages/scanner/dist): one ES module bundling the CLI, the rule
// packs, framework data, fixer and cost model, beside AWS's validator's WebAssembly and licence.
// Run by the package's prepack, so `npm pack` in packages/scanner always packs a fresh build.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/scanner/dist');
const validator = join(root, 'node_modules/@aws/cloudformation-validate');

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const started = performance.now();
buildSync({
  absWorkingDir: root,
  entryPoints: ['bin/sahab-scanner.ts'],
  outfile: join(dist, 'sahab-scanner.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  minify: true,
  keepNames: true,
  legalComments: 'none',
  // Bundled CommonJS (yaml, the validator's loader) still calls require(); the validator reads its
  // WebAssembly from __dirname, which in this module is the dist folder the .wasm is copied to.
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __sahabCreateRequire } from 'node:module';",
      'const require = __sahabCreateRequire(import.meta.url);',
      'const __sahabDirname = import.meta.dirname;',
    ].join('\n'),
  },
  define: { __dirname: '__sahabDirname' },
  logLevel: 'error',
});
for (const file of ['bindings_wasm_bg.wasm', 'LICENSE', 'NOTICE']) {
  copyFileSync(
    join(validator, file),
    join(dist, file === 'bindings_wasm_bg.wasm' ? file : `cloudformation-validate-${file}`),
  );
}
console.log(`Built packages/scanner/dist in ${Math.round(performance.now() - started)} ms.`);
