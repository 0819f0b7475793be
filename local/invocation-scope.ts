import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';

/**
 * The local server runs many invocations at once in one process, like a Lambda Managed Instance
 * (AWS_LAMBDA_MAX_CONCURRENCY set). There the Lambda runtime runs each invocation inside the
 * InvokeStore (an AsyncLocalStorage), and Powertools keeps per-invocation state there: the Lambda
 * context and the keys a handler appends (its route). Without that scope, the module-level logger
 * shared by all handlers stamps one request's lines with whichever handler started last.
 */
export const CONCURRENCY_VARIABLE = 'AWS_LAMBDA_MAX_CONCURRENCY';

// Created when this module loads: the first caller decides the kind of store for the whole process,
// and the AWS SDK asks for one (without concurrency) on its first request, e.g. creating the table.
const store = await InvokeStore.getInstanceAsync(true);

function scopesEachInvocation(): boolean {
  const before = store.getContext();
  store.run({}, () => undefined);
  return store.getContext() === before;
}

if (!scopesEachInvocation()) {
  throw new Error(
    'The Lambda InvokeStore of this process keeps one context for all invocations (something created it before the local runtime loaded); concurrent requests would mix their logs.',
  );
}

/** Runs one invocation in its own scope, as the Lambda runtime does on a multi-concurrency instance. */
export function inInvocationScope<T>(requestId: string, invoke: () => Promise<T>): Promise<T> {
  return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: requestId }, invoke);
}
