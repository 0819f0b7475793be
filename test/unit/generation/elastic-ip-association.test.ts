import { describe, expect, it } from 'vitest';
import { designOfBrief } from '#test/fixtures/generation';

describe("a server's Elastic IP is joined to it by an association of the address's allocation", () => {
  it.each([
    'One t3.small EC2 instance with an Elastic IP.',
    'a single ec2 server with a static public address for the licence server',
    'خادم EC2 واحد بعنوان IP ثابت',
  ])('%s', (brief) => {
    const { resources } = designOfBrief(brief);
    const [address] = resources.filter((r) => r.type === 'AWS::EC2::EIP' && !/^Nat/.test(r.id));
    const [instance] = resources.filter((r) => r.type === 'AWS::EC2::Instance');
    const associations = resources.filter((r) => r.type === 'AWS::EC2::EIPAssociation');
    expect(address?.props.InstanceId).toBeUndefined();
    expect(associations.map((r) => r.props)).toEqual([
      { AllocationId: { 'Fn::GetAtt': [address?.id, 'AllocationId'] }, InstanceId: { Ref: instance?.id } },
    ]);
  });
});
