import { describe, expect, it } from 'vitest';
import { parseTemplate, type ResolveOptions, resolveTemplate } from '#shared/cfn/index';
import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';

const TEMPLATE = `Parameters:
  Env: {Type: String, Default: prod}
Conditions:
  IsProd: !Equals [!Ref Env, prod]
  IsDev: !Not [!Condition IsProd]
  InBahrain: !Equals [!Ref AWS::Region, me-south-1]
  ProdInBahrain: !And [!Condition IsProd, !Condition InBahrain]
  ProdOrBahrain: !Or [!Condition IsProd, !Condition InBahrain]
  DevAndBahrain: !And [!Condition IsDev, !Condition InBahrain]
  Loop: !Not [!Condition Loop]
Resources:
  Always:
    Type: AWS::SQS::Queue
    Properties:
      Retention: !If [IsProd, 1209600, 345600]
      Encryption: !If [InBahrain, {Type: KMS, Key: a}, {Type: KMS, Key: b}]
      Replica: !If [InBahrain, x, !Ref AWS::NoValue]
  ProdOnly:
    Type: AWS::SQS::Queue
    Condition: IsProd
  DevOnly:
    Type: AWS::SQS::Queue
    Condition: IsDev
  BahrainProd:
    Type: AWS::SQS::Queue
    Condition: ProdInBahrain
  ProdOrBahrainQueue:
    Type: AWS::SQS::Queue
    Condition: ProdOrBahrain
  DevAndBahrainQueue:
    Type: AWS::SQS::Queue
    Condition: DevAndBahrain
  SelfReferential:
    Type: AWS::SQS::Queue
    Condition: Loop
`;

function resolveById(options: ResolveOptions = {}): Map<string, Resource> {
  return new Map(resolveTemplate(parseTemplate(TEMPLATE), options).map((r) => [r.logicalId, r]));
}

describe('Conditions', () => {
  it('drops resources whose condition is false and keeps those whose condition is true', () => {
    const resources = resolveById();
    expect(resources.has('ProdOnly')).toBe(true);
    expect(resources.has('DevOnly')).toBe(false);
  });

  it('follows parameter overrides', () => {
    const resources = resolveById({ parameters: { Env: 'dev' } });
    expect(resources.has('ProdOnly')).toBe(false);
    expect(resources.has('DevOnly')).toBe(true);
    expect(resources.get('Always')?.properties.Retention).toBe(345600);
  });

  it('keeps a resource whose condition is unknown and says which condition', () => {
    const kept = resolveById().get('BahrainProd');
    expect(kept?.condition).toBe('ProdInBahrain');
    expect(resolveById({ region: 'me-south-1' }).get('BahrainProd')?.condition).toBeUndefined();
  });

  it('decides And/Or when a known operand settles them', () => {
    const resources = resolveById();
    expect(resources.get('ProdOrBahrainQueue')?.condition).toBeUndefined(); // true regardless of region
    expect(resources.has('DevAndBahrainQueue')).toBe(false); // false regardless of region
  });

  it('treats a condition that refers to itself as unknown rather than looping', () => {
    expect(resolveById().get('SelfReferential')?.condition).toBe('Loop');
  });
});

describe('Fn::If with an unknown condition', () => {
  it('keeps what both branches agree on and marks the rest unknown', () => {
    const encryption = resolveById().get('Always')?.properties.Encryption as Record<string, unknown>;
    expect(encryption.Type).toBe('KMS');
    expect(isUnknown(encryption.Key)).toBe(true);
    expect((encryption.Key as { reason: string }).reason).toContain('condition InBahrain');
  });

  it('keeps a key that may be AWS::NoValue as unknown, not removed', () => {
    expect(isUnknown(resolveById().get('Always')?.properties.Replica)).toBe(true);
    expect(resolveById({ region: 'eu-west-1' }).get('Always')?.properties).not.toHaveProperty('Replica');
  });
});
