/**
 * Set by the local runtime only (local/handler-environment.ts): schedules run by its own loop on
 * the sandbox clock, e-mail goes to the sandbox outbox. CDK never sets it.
 */
export const isLocalRuntime = () => process.env.SAHAB_LOCAL_RUNTIME === 'true';
