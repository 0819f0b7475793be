import { describe, expect, it } from 'vitest';
import type { Connection } from '#shared/generation/plan';
import { notBuiltOf } from '#shared/generation/reading/services';
import { serviceById } from '#shared/generation/services/index';
import type { ServiceSpec } from '#shared/generation/services/types';

const spec = (id: string) => serviceById(id) as ServiceSpec;
const node = (name: string, id: string) => ({ name, spec: spec(id), count: 1, phrase: id });
const edge = (from: string, to: string): Connection => ({ from, to, reason: 'test' });

/** A service synthesis builds on an edge is read from the vocabulary's `built_on`, not a filter of its own. */
describe('a service built on an edge', () => {
  // a service no vocabulary entry is built on yet: the mechanism must not know it by name
  const onQueueEdge: ServiceSpec = {
    id: 'queue-bridge',
    family: 'Test',
    label: 'A bridge built on a queue feeding a function',
    phrases: /$^/,
    cost: 'none',
    built_on: [['sqs', 'lambda']],
    why_not: 'it needs a queue feeding a function',
  };
  const named = [{ spec: onQueueEdge, phrase: 'queue bridge' }];

  it('is listed as not built, with its reason, when the graph lacks that edge', () => {
    const nodes = [node('Queue', 'sqs'), node('Handler', 'lambda')];
    expect(notBuiltOf(named, [], nodes)).toEqual([
      { phrase: 'queue bridge', service: onQueueEdge.label, reason: 'it needs a queue feeding a function' },
    ]);
    // the edge the other way round is not the one it is built on
    expect(notBuiltOf(named, [edge('Handler', 'Queue')], nodes)).toHaveLength(1);
  });

  it('is not listed when the graph has the edge, between the nodes of those names', () => {
    const nodes = [node('Queue', 'sqs'), node('Handler', 'lambda')];
    expect(notBuiltOf(named, [edge('Queue', 'Handler')], nodes)).toEqual([]);
  });

  it("reaches what a block brings: an edge to the containers' block is an edge to their load balancer", () => {
    const link = [{ spec: spec('vpc-link'), phrase: 'a VPC link' }];
    const gateway = node('Gateway', 'api-gateway');
    expect(notBuiltOf(link, [edge('Gateway', 'App')], [gateway, node('App', 'ecs-service')])).toEqual([]);
    expect(notBuiltOf(link, [edge('Gateway', 'Web')], [gateway, node('Web', 'ec2')])).toEqual([]);
    // a function brings no load balancer
    expect(notBuiltOf(link, [edge('Gateway', 'Handler')], [gateway, node('Handler', 'lambda')])).toHaveLength(
      1,
    );
  });
});
