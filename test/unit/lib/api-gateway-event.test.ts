import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiGatewayTime, toApiGatewayEvent } from '#functions/lib/http/api-gateway-event';
import { fromHandlerResult } from '#functions/lib/http/handler-result';
import { createRouteMatcher } from '#local/route-matcher';
import { defineRoute, type RouteDef } from '#shared/api/define';
import { endpoint } from '#shared/api/endpoint';

const response = z.object({});
const route = (method: RouteDef['method'], path: string, name = path) =>
  defineRoute(endpoint(name, method, path), { access: 'public', response });

const deployment = route('GET', '/api/deployments/{id}');
const match = (path: string) => createRouteMatcher([deployment])('GET', path.split('?')[0]!)!;
const event = (url: string, headers: Record<string, string> = {}, body = Buffer.alloc(0)) =>
  toApiGatewayEvent(
    { method: 'GET', url, headers, body, sourceIp: '10.0.0.9' },
    match(url),
    undefined,
    new Date(0),
  );

describe('toApiGatewayEvent (payload format 2.0)', () => {
  it('carries the route key, raw path and decoded path parameters', () => {
    const e = event('/api/deployments/a%20b');
    expect(e.version).toBe('2.0');
    expect(e.routeKey).toBe('GET /api/deployments/{id}');
    expect(e.requestContext.routeKey).toBe('GET /api/deployments/{id}');
    expect(e.rawPath).toBe('/api/deployments/a%20b');
    expect(e.pathParameters).toEqual({ id: 'a b' });
    expect(e.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/api/deployments/a%20b',
      sourceIp: '10.0.0.9',
    });
  });

  it('keeps the raw query string and joins repeated keys with commas', () => {
    const e = event('/api/deployments/1?status=a&status=b&q=x%2By');
    expect(e.rawQueryString).toBe('status=a&status=b&q=x%2By');
    expect(e.queryStringParameters).toEqual({ status: 'a,b', q: 'x+y' });
    expect(event('/api/deployments/1').queryStringParameters).toBeUndefined();
  });

  it('moves cookies out of the headers into the cookies list', () => {
    const e = event('/api/deployments/1', { cookie: 'a=1; b=2', 'x-trace': 't' });
    expect(e.cookies).toEqual(['a=1', 'b=2']);
    expect(e.headers).toEqual({ 'x-trace': 't' });
  });

  it('sends UTF-8 bodies as text and anything else base64-encoded', () => {
    const text = event('/api/deployments/1', {}, Buffer.from('{"name":"سحاب"}'));
    expect(text).toMatchObject({ body: '{"name":"سحاب"}', isBase64Encoded: false });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]);
    const encoded = event('/api/deployments/1', {}, binary);
    expect(encoded.isBase64Encoded).toBe(true);
    expect(Buffer.from(encoded.body!, 'base64')).toEqual(binary);
    expect(event('/api/deployments/1').body).toBeUndefined();
  });

  it('puts verified claims where the JWT authorizer puts them', () => {
    const jwt = { claims: { sub: 'u-1', scope: 'openid email' }, scopes: ['openid', 'email'] };
    const e = toApiGatewayEvent(
      { method: 'GET', url: '/api/deployments/1', headers: {}, body: Buffer.alloc(0), sourceIp: '' },
      match('/api/deployments/1'),
      jwt,
    );
    expect(e.requestContext.authorizer).toEqual({ jwt });
  });

  it('formats the request time as API Gateway does', () => {
    expect(apiGatewayTime(new Date('2026-03-05T07:08:09Z'))).toBe('05/Mar/2026:07:08:09 +0000');
  });
});

describe('fromHandlerResult', () => {
  it('uses a structured result as given, decoding base64 bodies', () => {
    const answer = fromHandlerResult({
      statusCode: 201,
      headers: { 'Content-Type': 'image/png' },
      cookies: ['a=1; Path=/'],
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers).toEqual({ 'content-type': 'image/png' });
    expect(answer.cookies).toEqual(['a=1; Path=/']);
    expect(answer.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it('treats any other value as a 200 JSON body', () => {
    const answer = fromHandlerResult({ ok: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.body.toString()).toBe('{"ok":true}');
  });
});

describe('createRouteMatcher', () => {
  const scans = route('GET', '/api/compliance/scans', 'scans');
  const scan = route('GET', '/api/compliance/{scanId}', 'scan');
  const files = route('GET', '/api/files/{path+}', 'files');
  const matcher = createRouteMatcher([scan, scans, files]);

  it('prefers a literal path over a variable one', () => {
    expect(matcher('GET', '/api/compliance/scans')?.route.name).toBe('scans');
    expect(matcher('GET', '/api/compliance/abc')?.route.name).toBe('scan');
  });

  it('lets a greedy variable take the rest of the path', () => {
    expect(matcher('GET', '/api/files/a/b/c.txt')?.pathParameters).toEqual({ path: 'a/b/c.txt' });
  });

  it('takes a path written with a trailing slash (the spec writes GET /api/templates/) as the route', () => {
    expect(matcher('GET', '/api/compliance/scans/')?.route.name).toBe('scans');
    expect(matcher('GET', '/api/compliance/abc/')?.pathParameters).toEqual({ scanId: 'abc' });
    expect(matcher('GET', '/api/compliance/scans//')).toBeUndefined();
  });

  it('finds no route for another method or a longer path', () => {
    expect(matcher('POST', '/api/compliance/scans')).toBeUndefined();
    expect(matcher('GET', '/api/compliance/abc/extra')).toBeUndefined();
  });
});
