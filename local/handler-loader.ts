import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

/**
 * Loads `functions/http/<name>.ts` once (the local equivalent of a warm Lambda) and returns its
 * `handler` export. A route whose file does not exist yet fails at call time, with a clear message.
 */
export function createHandlerLoader(functionsDir: string) {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (name: string): Promise<LambdaHandler> => {
    let loading = cache.get(name);
    if (!loading) {
      loading = load(join(functionsDir, `${name}.ts`), name);
      cache.set(name, loading);
      loading.catch(() => cache.delete(name));
    }
    return loading;
  };
}

async function load(file: string, name: string): Promise<LambdaHandler> {
  if (!existsSync(file)) throw new Error(`No handler file for route "${name}" (expected ${file})`);
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${file} does not export a handler function`);
  return module.handler as LambdaHandler;
}
