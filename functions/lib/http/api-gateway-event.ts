import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDef } from '#shared/api/define';

/**
 * The one builder of API Gateway's HTTP API payload 2.0 events outside AWS: the local server
 * uses it for every request and the sandbox checkout for its in-process webhook delivery.
 */

/** One HTTP request as received (body already read). */
export interface RawHttpRequest {
  method: string;
  /** path and query exactly as sent, e.g. `/api/x/a%20b?q=1` */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Buffer;
  sourceIp: string;
}

/** The route the request matched, and its decoded path parameters. */
export interface MatchedRoute {
  route: Pick<RouteDef, 'method' | 'path'>;
  pathParameters: Record<string, string>;
}

/** What API Gateway's JWT authorizer adds after verifying a token. */
export interface VerifiedJwt {
  claims: Record<string, string | number | boolean | string[]>;
  scopes: string[];
}

export type ApiGatewayEvent = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { jwt: VerifiedJwt } };
};

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

/** Lower-cased names; cookies travel separately in payload 2.0. */
function flatHeaders(headers: RawHttpRequest['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
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
  request: RawHttpRequest,
  match: MatchedRoute,
  jwt?: VerifiedJwt,
  now: Date = new Date(),
): ApiGatewayEvent {
  const { rawPath, rawQueryString } = splitUrl(request.url);
  const headers = flatHeaders(request.headers);
  const cookieHeader = request.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join(';') : cookieHeader)
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
