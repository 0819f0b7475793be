import { describe, expect, it } from 'vitest';
import { typesOfBrief } from '#test/fixtures/generation';

/** An address's letters name nothing to build: "bookings@" asks for no booking database. */
describe('addresses written in a brief are values, not words', () => {
  it('reads no database from the words of an e-mail address', () => {
    const types = typesOfBrief(
      'Keep scanned contracts for ten years as cheaply as possible, and e-mail a weekly digest to bookings@lawfirm.sa',
    );
    expect(types.has('AWS::Events::Rule') || types.has('AWS::Scheduler::Schedule')).toBe(true);
    expect(types.has('AWS::RDS::DBInstance')).toBe(false);
    expect(types.has('AWS::RDS::DBCluster')).toBe(false);
  });

  it('reads no API or store from the words of a domain name', () => {
    const types = typesOfBrief('A static brochure site for www.orders-api.com, as cheap as it gets');
    expect(types.has('AWS::S3::Bucket')).toBe(true);
    for (const type of [
      'AWS::RDS::DBInstance',
      'AWS::ApiGateway::RestApi',
      'AWS::ApiGatewayV2::Api',
      'AWS::EC2::Instance',
    ])
      expect(types.has(type)).toBe(false);
  });
});
