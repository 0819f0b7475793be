import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { startDeployment } from '#functions/lib/deployments/start-deployment';
import { LambdaFunction, VALIDATOR_WASM } from '#infra/constructs/lambda-function';
import { routeList } from '#shared/api/routes/index';
import { SMALL_TEMPLATE, startWorkflowHarness, UNKNOWN_TYPE_TEMPLATE } from '#test/fixtures/deployments';
import { SANDBOX_REGION } from '#test/fixtures/sandbox-cloud';
import { appLogicalId, type InfraFixture, routeFunctionIds, synthInfra } from '../fixtures/infra';

/** Loads a bundle in a plain Node process (as Lambda does, outside vitest's module graph). */
function runInNode(bundle: string, body: string, env: Record<string, string> = {}): unknown {
  const script = `const mod = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n${body}`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AWS_REGION: 'me-central-1', LOG_LEVEL: 'SILENT', ...env },
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
}

/**
 * The same, without blocking this process: a bundle that talks to a server this process runs
 * (the test's dynalite table) needs this process's event loop free to answer it.
 */
async function runInNodeAsync(bundle: string, body: string, env: Record<string, string>): Promise<unknown> {
  const script = `const mod = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n${body}`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, AWS_REGION: 'me-central-1', LOG_LEVEL: 'SILENT', ...env },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null');
}

/**
 * Runs the real esbuild bundling of every route (what `cdk deploy` uploads) and loads the
 * bundles in Node, so an ESM/CommonJS interop problem fails here rather than in Lambda.
 */
describe('bundling: ESM bundles built per group of functions', () => {
  let infra: InfraFixture;
  const functionProperties = (functionId: string) => infra.appStack.toJSON().Resources[functionId].Properties;
  const assetDir = (functionId: string) => {
    const key: string = functionProperties(functionId).Code.S3Key;
    return join(infra.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
  };
  /** The layers holding the validator's WebAssembly (CDK adds layers of its own elsewhere). */
  const validatorLayers = () =>
    infra.appStack.findResources('AWS::Lambda::LayerVersion', {
      Properties: { Description: "AWS's offline CloudFormation validator's WebAssembly" },
    });
  /** The folder of the validator's layer asset in the cloud assembly. */
  const validatorLayerDir = () => {
    const [layer] = Object.values(validatorLayers());
    const key: string = layer.Properties.Content.S3Key;
    return join(infra.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
  };
  /** The module a function's handler string names, in its asset folder. */
  const handlerModule = (functionId: string) => {
    const handler: string = functionProperties(functionId).Handler;
    return join(assetDir(functionId), `${handler.replace(/\.handler$/, '')}.mjs`);
  };
  const bundlePath = (routeName: string) => handlerModule(routeFunctionIds(infra, routeName).functionId);
  beforeAll(() => {
    // every route of the table, the optional sandbox checkout included
    infra = synthInfra({ bundle: true, config: { sandboxCheckout: 'true' } });
  }, 900_000); // esbuild for every function: minutes on a loaded machine

  it('bundles every handler (routes, workflow tasks, sockets, the catalog seed) into a module of its asset exporting the handler', () => {
    const functions = Object.keys(
      infra.appStack.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs24.x' } }),
    );
    expect(functions.length).toBeGreaterThan(routeList.length);
    for (const route of routeList)
      expect(functions).toContain(routeFunctionIds(infra, route.name).functionId);
    for (const functionId of functions) expect(existsSync(handlerModule(functionId)), functionId).toBe(true);
    // One Node process per asset (a group's folder) loads every handler module of that folder.
    const byAsset = new Map<string, string[]>();
    for (const functionId of functions)
      byAsset.set(assetDir(functionId), [...(byAsset.get(assetDir(functionId)) ?? []), functionId]);
    for (const [dir, ids] of byAsset) {
      const files = ids.map(handlerModule);
      const script = `const kinds = [];
        for (const file of ${JSON.stringify(files.map((file) => pathToFileURL(file).href))})
          kinds.push(typeof (await import(file)).handler);
        console.log(JSON.stringify(kinds));`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, AWS_REGION: 'me-central-1', LOG_LEVEL: 'SILENT' },
      });
      const kinds = JSON.parse(output.trim().split('\n').at(-1) ?? '[]');
      expect(kinds, dir).toEqual(files.map(() => 'function'));
    }
  }, 300_000);

  it('uploads one asset per group of functions, not one per function', () => {
    const functions = Object.keys(
      infra.appStack.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs24.x' } }),
    );
    const assets = new Set(functions.map((functionId) => functionProperties(functionId).Code.S3Key));
    // the routes share one folder: two of them must name the same asset
    const [first, second] = routeList.map((route) => routeFunctionIds(infra, route.name).functionId);
    expect(functionProperties(first).Code.S3Key).toBe(functionProperties(second).Code.S3Key);
    expect(assets.size).toBeLessThan(functions.length / 4);
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

  it("gives the validator's WebAssembly layer to every function that can validate templates, and only to them", () => {
    const validating = infra.stacks.app.node
      .findAll()
      .filter((construct): construct is LambdaFunction => construct instanceof LambdaFunction)
      .filter((fn) => fn.bundlesTemplateValidator)
      .map((fn) => appLogicalId(infra, fn.function));
    const gate = infra.stacks.app.deployments.tasks.get('ValidateTemplate');
    expect(validating).toContain(gate && appLogicalId(infra, gate.function));
    expect(validating.length).toBeGreaterThan(0);
    const [layerId, ...others] = Object.keys(validatorLayers());
    expect(others).toEqual([]);
    expect(existsSync(join(validatorLayerDir(), VALIDATOR_WASM))).toBe(true);
    const functions = Object.keys(
      infra.appStack.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs24.x' } }),
    );
    for (const functionId of functions) {
      const layers: unknown[] = functionProperties(functionId).Layers ?? [];
      expect(
        layers.some((layer) => JSON.stringify(layer) === JSON.stringify({ Ref: layerId })),
        functionId,
      ).toBe(validating.includes(functionId));
      // no package carries the 9 MB WebAssembly itself
      expect(existsSync(join(assetDir(functionId), VALIDATOR_WASM)), functionId).toBe(false);
    }
  });

  it("runs the validity gate from its bundle: AWS's validator starts and refuses what CloudFormation would", async () => {
    // arrange: a sandbox account and two pending deployments in a real (dynalite) table
    const harness = await startWorkflowHarness();
    try {
      const ports = { ...harness.ports, workflows: { start: async () => undefined } };
      const account = await harness.linkedAccount('user-bundle');
      const request = (stackName: string, template: string) => ({
        region: SANDBOX_REGION,
        stackName,
        template,
      });
      const bad = await startDeployment(ports, account, request('bad-stack', UNKNOWN_TYPE_TEMPLATE));
      const good = await startDeployment(ports, account, request('good-stack', SMALL_TEMPLATE));
      const fn = infra.stacks.app.deployments.tasks.get('ValidateTemplate');
      if (!fn) throw new Error('no ValidateTemplate task');
      const bundle = handlerModule(appLogicalId(infra, fn.function));
      const env = {
        SAHAB_CLOUD: 'sandbox',
        TABLE_NAME: harness.table.tableName,
        DYNAMODB_ENDPOINT: harness.table.endpoint,
        AWS_ACCESS_KEY_ID: 'test',
        AWS_SECRET_ACCESS_KEY: 'test',
        // the layer's folder, as Lambda extracts it at /opt
        SAHAB_VALIDATOR_WASM_DIR: validatorLayerDir(),
      };
      const validate = (deploymentId: string) =>
        runInNodeAsync(
          bundle,
          `try { await mod.handler(${JSON.stringify({ userId: 'user-bundle', deploymentId })});
                 console.log(JSON.stringify({ ok: true })); }
           catch (error) { console.log(JSON.stringify({ error: error.message })); }`,
          env,
        );
      // act + assert: the unknown type is the validator's finding, in CloudFormation's words
      expect(await validate(bad.id)).toEqual({
        error: 'Template format error: Unrecognized resource types: [AWS::Foo::Bar]',
      });
      expect(await validate(good.id)).toEqual({ ok: true });
      expect((await harness.deployment(good))?.status).toBe('validating');
    } finally {
      await harness.stop();
    }
  }, 300_000);
});
