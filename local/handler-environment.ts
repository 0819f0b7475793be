import { FEATURE_VARIABLES } from '#shared/api/define';
import { DEFAULT_TABLE_NAME } from '#shared/store/table-schema';
import { CONCURRENCY_VARIABLE } from './invocation-scope';

/**
 * Values this process's runtimes have set, kept on globalThis so that it survives module
 * re-evaluation (test runners reload modules but keep process.env). A variable holding anything
 * else was set by the developer, and the developer's value wins.
 */
const OWNED = Symbol.for('sahab.local.handler-environment');
const registry = globalThis as Record<symbol, Record<string, string> | undefined>;
registry[OWNED] ??= {};
const owned = registry[OWNED];

function userValue(name: string): string | undefined {
  const value = process.env[name];
  return value !== undefined && value !== owned[name] ? value : undefined;
}

function setOwned(name: string, value: string): void {
  if (userValue(name) !== undefined) return;
  process.env[name] = value;
  owned[name] = value;
}

export interface HandlerEnvironment {
  tableName: string;
  dynamodbEndpoint: string;
  region: string;
  dataDir: string;
  /** the runtime's own base URL, for handlers that call the API over HTTP (sandbox webhooks) */
  apiUrl: string;
  logLevel: string;
}

/**
 * What CDK sets on every Lambda, set in this process for the in-process handlers. Handlers read it
 * once at cold start, which is why one process hosts one runtime at a time.
 */
export function applyHandlerEnvironment(env: HandlerEnvironment): void {
  setOwned('TABLE_NAME', env.tableName);
  setOwned('AWS_REGION', env.region);
  setOwned('LOG_LEVEL', env.logLevel);
  setOwned('POWERTOOLS_SERVICE_NAME', 'sahab');
  setOwned('SAHAB_DATA_DIR', env.dataDir);
  setOwned('SAHAB_PUBLIC_API_URL', env.apiUrl);
  setOwned('VALIDATE_RESPONSES', 'true');
  // On one machine nothing is paid for real: the sandbox checkout is on unless the developer says no.
  setOwned(FEATURE_VARIABLES.sandboxCheckout, 'true');
  // Schedules run by the runtime's own loop on the sandbox clock, not EventBridge Scheduler, and
  // e-mail goes to the sandbox outbox, not SES.
  setOwned('SAHAB_LOCAL_RUNTIME', 'true');
  // The developer's explicit allowance for webhook receivers on this machine (never set in AWS).
  const receivers = developerValue('SAHAB_LOCAL_WEBHOOK_ORIGINS');
  if (receivers) setOwned('SAHAB_LOCAL_WEBHOOK_ORIGINS', receivers);
  // Concurrent invocations share this process, as on a Lambda Managed Instance (invocation-scope.ts).
  setOwned(CONCURRENCY_VARIABLE, '64');
  // Always the runtime's own database: pointing handlers at real DynamoDB is not a local mode.
  process.env.DYNAMODB_ENDPOINT = env.dynamodbEndpoint;
  owned.DYNAMODB_ENDPOINT = env.dynamodbEndpoint;
}

/** Removes what `applyHandlerEnvironment` set, so nothing stale outlives the runtime in this process. */
export function clearHandlerEnvironment(): void {
  for (const [name, value] of Object.entries(owned)) {
    if (process.env[name] === value) delete process.env[name];
    delete owned[name];
  }
}

export function localTableName(): string {
  return userValue('TABLE_NAME') ?? DEFAULT_TABLE_NAME;
}

export function localRegion(): string {
  return userValue('AWS_REGION') ?? 'us-east-1';
}

/** The developer's own value of a variable (not one a runtime of this process set). */
export function developerValue(name: string): string | undefined {
  return userValue(name);
}
