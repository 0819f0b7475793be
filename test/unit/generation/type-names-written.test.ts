import { describe, expect, it } from 'vitest';
import { namedTypesIn } from '#shared/generation/properties/named-types';
import { withTypeNamesSpelled } from '#shared/generation/properties/type-names-written';
import { typesOfBrief } from '#test/fixtures/generation';

describe('a registry type written by its CloudFormation name is read as its words', () => {
  it('spells a one-word type name of several words, and the AWS:: form, and leaves other names alone', () => {
    // arrange
    const brief =
      'Add a NetworkAclEntry to the AWS::EC2::NetworkAcl and a queue named OrderQueue beside the RestApi.';
    // act
    const spelled = withTypeNamesSpelled(brief);
    // assert
    expect(spelled).toBe(
      'Add a Network Acl Entry to the EC2 Network Acl and a queue named OrderQueue beside the Rest Api.',
    );
  });

  it('builds a network ACL with its entries and subnet association named by their type names', () => {
    const types = typesOfBrief(
      'A VPC 10.0.0.0/16 with one public subnet; add a NetworkAcl with NetworkAclEntry rules allowing 443 inbound and a SubnetNetworkAclAssociation for the subnet.',
    );
    expect(types).toContain('AWS::EC2::NetworkAcl');
    expect(types).toContain('AWS::EC2::NetworkAclEntry');
    expect(types).toContain('AWS::EC2::SubnetNetworkAclAssociation');
  });

  it('builds the resources a brief names in the AWS::Service::Type form', () => {
    const types = typesOfBrief(
      'Create an AWS::EC2::Instance of type t3.micro with an AWS::EC2::EIP and an AWS::EC2::EIPAssociation.',
    );
    expect(types).toContain('AWS::EC2::Instance');
    expect(types).toContain('AWS::EC2::EIPAssociation');
  });

  it('gives a server the Elastic IP a brief calls an EIP, with its association', () => {
    const types = typesOfBrief('One EC2 instance of type t3.micro with an EIP and an EIP association.');
    expect(types).toContain('AWS::EC2::EIP');
    expect(types).toContain('AWS::EC2::EIPAssociation');
  });

  it('reads a registry type no family builds from its one-word name', () => {
    const named = namedTypesIn('Create an API Gateway RestApi with a RequestValidator for the body.');
    expect(named.map((n) => n.type)).toContain('AWS::ApiGateway::RequestValidator');
  });
});
