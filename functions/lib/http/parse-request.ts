import type { z } from 'zod';
import type { RouteDef } from '#shared/api/define';
import { BadRequest, UnsupportedMediaType } from '../errors';
import { describeIssue } from '../zod-issue';
import { unstorableNumber } from './storable-numbers';
import type { HttpEvent } from './types';

const JSON_MEDIA_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;.*)?$/i;

export function rawBodyOf(event: HttpEvent): string | undefined {
  if (event.body === undefined || event.body === null) return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** JSON body of a route that declares one; absent body is `undefined` and left to the schema. */
export function parseJsonBody(event: HttpEvent): unknown {
  const raw = rawBodyOf(event);
  if (raw === undefined || raw === '') return undefined;
  const contentType = event.headers?.['content-type'] ?? '';
  if (!JSON_MEDIA_TYPE.test(contentType)) throw new UnsupportedMediaType();
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequest('body: is not valid JSON');
  }
}

/**
 * Validates one part of the request; the message names the first offending field. What passes
 * must also fit the store (no number DynamoDB cannot keep), so it never fails after acceptance.
 */
export function validatePart<S extends z.ZodType>(
  part: 'params' | 'query' | 'body',
  schema: S | undefined,
  value: unknown,
): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequest(describeIssue(result.error, part));
  const unstorable = unstorableNumber(result.data, part);
  if (unstorable) throw new BadRequest(unstorable);
  return result.data;
}

export function parseRequest(route: RouteDef, event: HttpEvent) {
  const body = route.body && !route.rawBody ? parseJsonBody(event) : undefined;
  return {
    params: validatePart('params', route.params, event.pathParameters ?? {}),
    query: validatePart('query', route.query, event.queryStringParameters ?? {}),
    body: route.rawBody ? undefined : validatePart('body', route.body, body),
    rawBody: rawBodyOf(event),
  };
}
