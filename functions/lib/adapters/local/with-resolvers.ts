/**
 * aws-local-stepfunctions 3 calls Promise.withResolvers (Node 22); Node 20 lacks it. This module
 * is imported before the runner so the runner finds it.
 */
type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void };

const PromiseWith = Promise as unknown as { withResolvers?: <T>() => Resolvers<T> };
if (!PromiseWith.withResolvers) {
  PromiseWith.withResolvers = <T>() => {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
}

export {};
