import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/api/routes/index';
import { type InfraFixture, routeFunctionIds, synthInfra } from '../fixtures/infra';

/** Loads a bundle in a plain Node process (as Lambda does, outside vitest's module graph). */
function runInNode(bundle: string, body: string): unknown {
  const script = `const mod = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n${body}`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AWS_REGION: 'me-central-1', LOG_LEVEL: 'SILENT' },
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}

/**
 * Runs the real esbuild bundling of every route (what `cdk deploy` uploads) and loads the
 * bundles in Node, so an ESM/CommonJS interop problem fails here rather than in Lambda.
 */
describe('bundling: one ESM bundle per route', () => {
  let infra: InfraFixture;
  const bundlePath = (routeName: string) => {
    const { functionId } = routeFunctionIds(infra, routeName);
    const key: string = infra.appStack.toJSON().Resources[functionId].Properties.Code.S3Key;
    return join(infra.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`, 'index.mjs');
  };
  beforeAll(() => {
    // every route of the table, the optional sandbox checkout included
    infra = synthInfra({ bundle: true, config: { sandboxCheckout: 'true' } });
  }, 240_000);

  it('bundles every handler into index.mjs exporting handler', () => {
    for (const route of routeList) {
      const file = bundlePath(route.name);
      expect(existsSync(file), route.name).toBe(true);
      expect(runInNode(file, 'console.log(JSON.stringify(typeof mod.handler));'), route.name).toBe(
        'function',
      );
    }
  });

  it('answers GET /health from the bundle as API Gateway would call it', () => {
    // arrange
    const event = {
      version: '2.0',
      routeKey: 'GET /health',
      rawPath: '/health',
      rawQueryString: '',
      headers: { host: 'api.example.com' },
      requestContext: {
        requestId: 'bundle-test',
        routeKey: 'GET /health',
        stage: '$default',
        http: {
          method: 'GET',
          path: '/health',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'vitest',
        },
        timeEpoch: Date.now(),
      },
      isBase64Encoded: false,
    };
    // act
    const response = runInNode(
      bundlePath('health'),
      `const context = { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10000 };
       console.log(JSON.stringify(await mod.handler(${JSON.stringify(event)}, context)));`,
    ) as { statusCode: number; body: string };
    // assert
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
  });
});
