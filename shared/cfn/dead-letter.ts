/**
 * The keys under which a resource names where its failures go: a queue's or subscription's
 * RedrivePolicy (deadLetterTargetArn), a function's, a rule target's or a schedule's
 * DeadLetterConfig, an on-failure destination. A queue named under one of them receives what
 * failed every retry, not a working queue's traffic.
 */
export const DEAD_LETTER_KEYS: ReadonlySet<string> = new Set([
  'deadLetterTargetArn',
  'DeadLetterConfig',
  'OnFailure',
]);
