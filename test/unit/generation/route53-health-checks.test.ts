import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

const designed = (brief: string) => {
  const { resources } = designOfBrief(brief);
  const checks = resources.filter((r) => r.type === 'AWS::Route53::HealthCheck');
  const zone = resources.find((r) => r.type === 'AWS::Route53::HostedZone');
  return { checks: checks.map((c) => c.props.HealthCheckConfig as Record<string, unknown>), zone };
};

describe('a Route 53 health check the brief speaks of watches the domain it names, as it says', () => {
  it('the address, path, protocol and interval written', () => {
    const { checks } = designed(
      'A Route 53 health check on https://shop.example.com/Health every 10 seconds.',
    );
    expect(checks).toEqual([
      expect.objectContaining({
        Type: 'HTTPS',
        Port: 443,
        ResourcePath: '/Health',
        RequestInterval: 10,
        FullyQualifiedDomainName: { Ref: 'DomainName' },
      }),
    ]);
  });

  it("the protocol and port written; the domain is the zone's", () => {
    const { checks, zone } = designed(
      'Monitor api.example.org over plain HTTP on port 8080 with a Route53 health check.',
    );
    expect(zone?.props.Name).toEqual({ Ref: 'DomainName' });
    expect(checks).toEqual([expect.objectContaining({ Type: 'HTTP', Port: 8080 })]);
  });

  it('in Arabic', () => {
    expect(designed('فحص صحة في Route 53 للموقع example.sa').checks).toHaveLength(1);
  });

  it('a hosted zone alone gets no health check', () => {
    expect(designed('A Route 53 hosted zone for example.com.').checks).toEqual([]);
  });

  it.each([
    ['Route53 health check, HTTP on port 80 for www.example.net, request interval 10 seconds.', 'HTTP', 10],
    ['A Route 53 health check of type HTTPS for api.example.org on path /healthz.', 'HTTPS', 30],
    ['Route 53 health check (TCP on port 5432) for db.example.com.', 'TCP', 30],
  ])('the protocol and interval said beside the check: %s', (brief, type, interval) => {
    expect(designed(brief).checks).toEqual([
      expect.objectContaining({ Type: type, RequestInterval: interval }),
    ]);
  });
});
