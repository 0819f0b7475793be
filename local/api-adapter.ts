import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteMatch } from './route-matcher';

/** What the local server knows about one HTTP request (body already read). */
export interface LocalRequest {
  method: string;
  /** path and query exactly as sent, e.g. `/api/x/a%20b?q=1` */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
}

/** What API Gateway's JWT authorizer adds after verifying a token. */
export interface VerifiedJwt {
  claims: Record<string, string | number | boolean | string[]>;
  scopes: string[];
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function splitUrl(url: string): { rawPath: string; rawQueryString: string } {
  const q = url.indexOf('?');
  return q < 0
    ? { rawPath: url, rawQueryString: '' }
    : { rawPath: url.slice(0, q), rawQueryString: url.slice(q + 1) };
}

/** API Gateway joins repeated query keys (and repeated headers) with commas. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return Object.fromEntries([...grouped].map(([key, values]) => [key, values.join(',')]));
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'cookie') continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return flat;
}

/** UTF-8 text passes as is; anything else is base64 with `isBase64Encoded`, as API Gateway does. */
function encodeBody(body: Buffer): Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'> {
  if (body.length === 0) return { isBase64Encoded: false };
  try {
    return { body: utf8.decode(body), isBase64Encoded: false };
  } catch {
    return { body: body.toString('base64'), isBase64Encoded: true };
  }
}

/** `21/Nov/2026:05:34:56 +0000`, API Gateway's request time format. */
export function apiGatewayTime(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${month}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** Builds the HTTP API payload format 2.0 event API Gateway would send for this request. */
export function toApiGatewayEvent(
  request: LocalRequest,
  match: RouteMatch,
  jwt?: VerifiedJwt,
  now: Date = new Date(),
): APIGatewayProxyEventV2 & { requestContext: { authorizer?: { jwt: VerifiedJwt } } } {
  const { rawPath, rawQueryString } = splitUrl(request.url);
  const headers = flatHeaders(request.headers);
  const cookies = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const host = headers.host ?? 'localhost';
  const routeKey = `${match.route.method} ${match.route.path}`;
  const queryStringParameters = queryParameters(rawQueryString);
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies?.length && { cookies }),
    headers,
    ...(queryStringParameters && { queryStringParameters }),
    ...(Object.keys(match.pathParameters).length > 0 && { pathParameters: match.pathParameters }),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0]!,
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
      ...(jwt && { authorizer: { jwt } }),
    },
    ...encodeBody(request.body),
  };
}

/** A Lambda context as the runtime hands it to a handler (30 s, the HTTP API's own limit). */
export function lambdaContext(functionName: string, region: string, timeoutMs = 30_000): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('callback-style completion is not supported; return a value');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/**
 * Reads a handler's return value the way API Gateway does: a structured result is used as is;
 * anything else is a 200 with the value as JSON (a string is sent unchanged).
 */
export function fromHandlerResult(result: unknown): HttpAnswer {
  if (!isStructured(result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(body),
    };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  const raw = result.body ?? '';
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    cookies: result.cookies ?? [],
    body: result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw),
  };
}

export function writeAnswer(res: ServerResponse, answer: HttpAnswer, requestId?: string): void {
  res.statusCode = answer.statusCode;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (answer.cookies.length > 0) res.setHeader('set-cookie', answer.cookies);
  if (requestId) res.setHeader('apigw-requestid', requestId);
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}
