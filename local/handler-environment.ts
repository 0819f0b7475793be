import { DEFAULT_TABLE_NAME } from '../functions/lib/store/table-schema';

/** The variables the developer set before any runtime started: those always win. */
const userEnvironment = { ...process.env };

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
  const set = (name: string, value: string) => {
    if (userEnvironment[name] === undefined) process.env[name] = value;
  };
  set('TABLE_NAME', env.tableName);
  set('AWS_REGION', env.region);
  set('LOG_LEVEL', env.logLevel);
  set('POWERTOOLS_SERVICE_NAME', 'sahab');
  set('SAHAB_DATA_DIR', env.dataDir);
  set('SAHAB_PUBLIC_API_URL', env.apiUrl);
  set('VALIDATE_RESPONSES', 'true');
  // Always the runtime's own database: pointing handlers at real DynamoDB is not a local mode.
  process.env.DYNAMODB_ENDPOINT = env.dynamodbEndpoint;
}

export function localTableName(): string {
  return userEnvironment.TABLE_NAME ?? DEFAULT_TABLE_NAME;
}

export function localRegion(): string {
  return userEnvironment.AWS_REGION ?? 'us-east-1';
}
