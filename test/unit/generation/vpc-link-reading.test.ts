import { describe, expect, it } from 'vitest';
import { requirementsFromBrief } from '#functions/lib/simulators/offline-planner/read-brief';

const read = (prompt: string) => requirementsFromBrief({ prompt });
const linkNotBuilt = (prompt: string) =>
  (read(prompt).not_built ?? []).filter((n) => /VPC link/.test(n.service ?? ''));

/** A VPC link is built on the edge from an API Gateway to what stands in the VPC, or said to be not built. */
describe('a VPC link named in a brief', () => {
  it('with nothing named behind it in the VPC, is listed as not built, with why', () => {
    const notBuilt = linkNotBuilt('A REST API in API Gateway that uses a VPC link');
    expect(notBuilt).toHaveLength(1);
    expect(notBuilt[0]?.reason).toMatch(/name what stands behind it/);
  });

  it('in front of an internal load balancer, is built: the API reaches the containers, no function', () => {
    const prompt = 'API Gateway reaches our internal load balancer over a VPC link';
    const r = read(prompt);
    expect(linkNotBuilt(prompt)).toEqual([]);
    expect(r.connections?.map((c) => `${c.from} -> ${c.to}`)).toEqual(['Gateway -> App']);
    expect(r.workloads.map((w) => w.kind)).toContain('containers');
    expect(r.services?.map((s) => s.service)).not.toContain('lambda');
  });

  it('in front of servers the brief names on EC2, reaches their own load balancer: no containers, no function', () => {
    const prompt =
      'Our API Gateway reaches, over a VPC link, an internal load balancer in front of an application running on EC2 instances';
    const r = read(prompt);
    expect(linkNotBuilt(prompt)).toEqual([]);
    expect(r.connections?.map((c) => `${c.from} -> ${c.to}`)).toEqual(['Gateway -> Web']);
    expect(r.workloads.map((w) => w.kind)).toEqual(['web-app']);
    expect(r.services?.map((s) => s.service)).toEqual(['api-gateway']);
  });

  it('read in Arabic too', () => {
    expect(linkNotBuilt('واجهة API Gateway مع رابط VPC')).toHaveLength(1);
  });
});
