import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isHttpError, ServiceUnavailable } from '../errors';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

export function jsonResponse(
  statusCode: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
  cookies: readonly string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...(cookies.length > 0 && { cookies: [...cookies] }),
  };
}

/**
 * Maps a thrown error to the answer the caller sees. Only deliberate errors (below 500, and 503
 * while something is starting) show their message; anything else is an internal error whose details stay in the log.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (isHttpError(error) && error.statusCode < 500) {
    return jsonResponse(error.statusCode, { detail: error.message });
  }
  if (error instanceof ServiceUnavailable) {
    return jsonResponse(503, { detail: error.message }, { 'retry-after': String(error.retryAfterSeconds) });
  }
  return jsonResponse(500, { detail: 'Internal server error', request_id: requestId });
}
