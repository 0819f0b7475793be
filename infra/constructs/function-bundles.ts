import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * One esbuild build per group of handlers instead of one per function.
 *
 * Bundling each of the ~70 functions on its own repeated the same dependencies (AWS SDK clients,
 * zod, the compliance engine) in every package: minutes of synth and hundreds of megabytes of
 * assets. A group (the API routes, the sockets, one workflow's tasks...) is built once with shared
 * chunks; every function of the group ships the same folder and names its own entry as the
 * handler, so CloudFormation sees one asset per group (identical folders hash alike). Functions that
 * run AWS's offline validator get a second folder with its WebAssembly beside the code: the only
 * packages over a few megabytes.
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
const VALIDATOR_WASM_SOURCE = 'node_modules/@aws/cloudformation-validate/bindings_wasm_bg.wasm';

// Bundled CommonJS dependencies still call require() for Node built-ins.
const REQUIRE_BANNER =
  "import { createRequire as __sahabCreateRequire } from 'node:module'; const require = __sahabCreateRequire(import.meta.url);";

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
    target: 'node22',
    mainFields: ['module', 'main'],
    // Flat output: the validator finds its WebAssembly through the chunk's own folder.
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    banner: { js: REQUIRE_BANNER },
    // An ES module has no __dirname; CommonJS code that reads it gets its file's folder.
    define: { __dirname: 'import.meta.dirname' },
    minify: true,
    // Stack traces keep function names without shipping source maps (megabytes per group).
    keepNames: true,
    legalComments: 'none',
    logLevel: 'error',
  });
  builtGroups.set(key, outdir);
  return outdir;
}

const withValidator = new Map<string, string>();

/** The folder and handler of one function; `validator` adds the validator's WebAssembly. */
export function functionBundle(
  projectRoot: string,
  entry: string,
  group: BundleGroup,
  validator: boolean,
): FunctionBundle {
  if (!group.entries.includes(entry)) throw new Error(`${entry} is not in bundle group ${group.name}`);
  const handler = `${entryOutputName(entry)}.handler`;
  const built = buildGroup(projectRoot, group);
  if (!validator) return { directory: built, handler };
  let directory = withValidator.get(built);
  if (!directory) {
    directory = `${built}-validator`;
    if (!existsSync(directory)) {
      mkdirSync(directory);
      cpSync(built, directory, { recursive: true });
      copyFileSync(join(projectRoot, VALIDATOR_WASM_SOURCE), join(directory, VALIDATOR_WASM));
    }
    withValidator.set(built, directory);
  }
  return { directory, handler };
}
