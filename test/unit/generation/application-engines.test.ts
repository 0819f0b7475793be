import { describe, expect, it } from 'vitest';
import { resourcesOfBrief } from '#test/fixtures/generation';

/** The database engine and the port the design opens to it, for a brief. */
function databaseOf(brief: string) {
  const resources = resourcesOfBrief(brief);
  const database = resources.find((r) => r.type === 'AWS::RDS::DBInstance');
  const ports = resources
    .filter((r) => r.type === 'AWS::EC2::SecurityGroupIngress' || r.type === 'AWS::EC2::SecurityGroup')
    .flatMap((r) => {
      const p = r.props as { FromPort?: number; SecurityGroupIngress?: { FromPort?: number }[] };
      return [p.FromPort, ...(p.SecurityGroupIngress ?? []).map((i) => i.FromPort)];
    });
  return { engine: database?.props.Engine, ports };
}

describe('a named application decides the engine the brief leaves unnamed', () => {
  it.each([
    ['a WordPress blog for our bakery', 'mysql'],
    ['نبي موقع وردبريس للمدرسة', 'mysql'],
    ['a Magento storefront, about 2k orders a month', 'mysql'],
    ['an Odoo ERP for 40 staff', 'postgres'],
  ])('%s runs on %s, with its port open to the app', (brief, engine) => {
    const { engine: built, ports } = databaseOf(brief);
    expect(built).toBe(engine);
    expect(ports).toContain(engine === 'mysql' ? 3306 : 5432);
  });

  it('a named engine wins over what the application usually runs on', () => {
    expect(databaseOf('a WordPress site on a PostgreSQL database').engine).toBe('postgres');
  });
});
