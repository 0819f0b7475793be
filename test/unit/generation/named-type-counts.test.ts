import { describe, expect, it } from 'vitest';
import { checklistFor, itemOf } from '#test/fixtures/checklist';

/**
 * A registry type the brief names with a count ("two routing controls", "two VPCs, each through
 * its own attachment") is met by that many resources of the type, never by one.
 */
const controls = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      `Control${i}`,
      { Type: 'AWS::Route53RecoveryControl::RoutingControl', Properties: { Name: `c${i}` } },
    ]),
  );
const attachments = (n: number) =>
  Object.fromEntries(
    Array.from({ length: n }, (_, i) => [`Attachment${i}`, { Type: 'AWS::EC2::TransitGatewayAttachment' }]),
  );

describe('a named type counted in the brief', () => {
  it.each([
    'Route 53 Application Recovery Controller with a control panel and two routing controls (east and west).',
    'Route 53 Application Recovery Controller with a control panel and 2 routing controls.',
  ])('%s', (brief) => {
    const one = itemOf(checklistFor(brief, controls(1), { namedTypes: true }), 'service', /RoutingControl/);
    const two = itemOf(checklistFor(brief, controls(2), { namedTypes: true }), 'service', /RoutingControl/);
    expect(one.status).toBe('not-met');
    expect(two.status).toBe('met');
  });

  it('counts one for each of the things it belongs to', () => {
    const brief =
      'A transit gateway attached to three VPCs, each through its own AWS::EC2::TransitGatewayAttachment.';
    expect(
      itemOf(checklistFor(brief, attachments(1), { namedTypes: true }), 'service', /TransitGatewayAttachment/)
        .status,
    ).toBe('not-met');
    expect(
      itemOf(checklistFor(brief, attachments(3), { namedTypes: true }), 'service', /TransitGatewayAttachment/)
        .status,
    ).toBe('met');
  });
});
