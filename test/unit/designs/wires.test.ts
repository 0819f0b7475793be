import { describe, expect, it } from 'vitest';
import { wireProblem } from '#shared/designs/wires';
import { APP_TEMPLATE, designPart, NETWORK_TEMPLATE, wire } from '#test/fixtures/designs';

const net = designPart('Net', NETWORK_TEMPLATE);
const app = designPart('App', APP_TEMPLATE);
const parts = new Map([net, app].map((part) => [part.instance_id, part]));

describe('checking a connection before it joins a design', () => {
  it('accepts an output feeding a parameter of another instance', () => {
    expect(wireProblem(parts, [], wire(net, 'VpcId', app, 'VpcId'))).toBeUndefined();
  });

  it('names an unknown output, an unknown parameter, a missing instance and a self-connection', () => {
    expect(wireProblem(parts, [], wire(net, 'Nope', app, 'VpcId'))).toBe("Net has no output 'Nope'");
    expect(wireProblem(parts, [], wire(net, 'VpcId', app, 'Nope'))).toBe("App has no parameter 'Nope'");
    const ghost = designPart('Ghost', NETWORK_TEMPLATE);
    expect(wireProblem(parts, [], wire(ghost, 'VpcId', app, 'VpcId'))).toBe(
      'Instance Ghost is not in this design',
    );
    expect(wireProblem(parts, [], wire(app, 'Cidr', app, 'AllowedCidr'))).toBe(
      'App cannot feed its own parameters',
    );
  });

  it('refuses a parameter fed twice and one that decides a condition', () => {
    const fed = [wire(net, 'VpcId', app, 'VpcId')];
    expect(wireProblem(parts, fed, wire(net, 'VpcCidr', app, 'VpcId'))).toBe(
      'App.VpcId is already fed by Net.VpcId',
    );
    expect(wireProblem(parts, [], wire(net, 'VpcCidr', app, 'Environment'))).toMatch(
      /^App's parameter Environment decides a condition/,
    );
  });

  it('refuses a connection that closes a cycle, naming it', () => {
    const third = designPart('Third', APP_TEMPLATE);
    const all = new Map([net, app, third].map((part) => [part.instance_id, part]));
    const chain = [wire(net, 'VpcId', app, 'VpcId'), wire(app, 'Vpc', third, 'VpcId')];
    expect(wireProblem(all, chain, wire(third, 'Cidr', net, 'Cidr'))).toBe(
      'Connecting Third to Net would close a cycle: Net -> App -> Third -> Net',
    );
  });
});
