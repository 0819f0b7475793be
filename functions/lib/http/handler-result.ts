import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A handler's answer as API Gateway turns it into HTTP. */
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
