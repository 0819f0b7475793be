import { beforeAll, describe, expect, it } from 'vitest';
import { type Checklist, evaluateAll } from '#shared/generation/checklist/index';
import { namedTypesIn } from '#shared/generation/properties/named-types';
import { generateOffline, warmValidator } from '#test/fixtures/generation';
import { viewOf } from '#test/fixtures/studio-requests';

type Result = Awaited<ReturnType<typeof generateOffline>>;
const artifact = (result: Result, kind: string) =>
  result.artifacts.find((a) => a.kind === kind)?.content ?? '';
const resourcesOf = (result: Result, type: string) =>
  viewOf(result.security.template).resources.filter((r) => r.type === type);

describe('a brief that names a registry type no family builds gets it, built from the registry schema', () => {
  beforeAll(warmValidator);

  it('builds a KMS alias with the stated name, pointing at the design key, and checks it on the template', async () => {
    const result = await generateOffline(
      'Store invoices in an S3 bucket encrypted with a customer-managed KMS key, and give the key a KMS alias named alias/invoices.',
    );
    const [alias] = resourcesOf(result, 'AWS::KMS::Alias');
    const key = resourcesOf(result, 'AWS::KMS::Key')[0];
    expect(alias?.props.AliasName).toBe('alias/invoices');
    expect(alias?.props.TargetKeyId).toEqual({ Ref: key?.id });
    const checklist = JSON.parse(artifact(result, 'checklist')) as Checklist;
    const item = checklist.items.find((i) =>
      i.assertions?.some((a) => 'types' in a && a.types.includes('AWS::KMS::Alias')),
    );
    expect(item?.status).toBe('met');
    expect(evaluateAll(item?.assertions ?? [], artifact(result, 'cloudformation')).status).toBe('met');
  });

  it('names a resource whose name the brief leaves open with the stack in it, so two designs never clash', async () => {
    const result = await generateOffline(
      'Store invoices in an S3 bucket encrypted with a customer-managed KMS key, with a KMS alias for the key.',
    );
    const [alias] = resourcesOf(result, 'AWS::KMS::Alias');
    // the stack's name, then the part's own: what the alias is called beyond that is the block's to say
    expect(alias?.props.AliasName).toEqual({
      'Fn::Sub': expect.stringMatching(/^alias\/\$\{AWS::StackName\}-[a-z]+$/),
    });
  });

  it("joins a named type to the design's own resources through the schema's references", async () => {
    const result = await generateOffline(
      'A web shop on EC2 servers behind a load balancer, with a PostgreSQL database; branch offices reach it through a transit gateway VPC attachment.',
    );
    const [attachment] = resourcesOf(result, 'AWS::EC2::TransitGatewayVpcAttachment');
    const [gateway] = resourcesOf(result, 'AWS::EC2::TransitGateway');
    const [vpc] = resourcesOf(result, 'AWS::EC2::VPC');
    expect(attachment?.props.VpcId).toEqual({ Ref: vpc?.id });
    expect(attachment?.props.TransitGatewayId).toEqual({ Ref: gateway?.id });
    const subnets = new Set(resourcesOf(result, 'AWS::EC2::Subnet').map((s) => s.id));
    const listed = ((attachment?.props.SubnetIds ?? []) as { Ref: string }[]).map((s) => s.Ref);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((id) => subnets.has(id))).toBe(true);
  });

  it('lists a type whose required property nothing states under "Not built, and why", naming the property', async () => {
    // (a dashboard was the example until the CloudWatch dashboard family built one)
    const result = await generateOffline(
      'A DynamoDB table of orders, with a CloudWatch composite alarm over its alarms.',
    );
    expect(resourcesOf(result, 'AWS::CloudWatch::CompositeAlarm')).toEqual([]);
    const note = result.plan.not_built?.find((n) => n.service === 'AWS::CloudWatch::CompositeAlarm');
    expect(note?.reason).toContain('AlarmRule');
    const checklist = JSON.parse(artifact(result, 'checklist')) as Checklist;
    const item = checklist.items.find((i) =>
      i.assertions?.some((a) => 'types' in a && a.types.includes('AWS::CloudWatch::CompositeAlarm')),
    );
    expect(item?.status).toBe('not-met');
  });

  it('reads the thing a type names from the name given it, said in other words (a hosted UI domain)', () => {
    for (const [brief, domain] of [
      ['A Cognito user pool with a hosted UI domain named shop-login.', 'shop-login'],
      ['A Cognito user pool with a hosted UI domain prefix myapp-auth and an app client.', 'myapp-auth'],
    ] as const)
      expect(namedTypesIn(brief), brief).toContainEqual(
        expect.objectContaining({ type: 'AWS::Cognito::UserPoolDomain', values: { Domain: domain } }),
      );
  });

  it('takes a required name the brief writes as one (a document an association runs)', () => {
    expect(
      namedTypesIn(
        'Create an SSM association that runs the AWS-RunPatchBaseline document on tagged EC2 instances.',
      ),
    ).toEqual([
      { type: 'AWS::SSM::Association', quote: 'association', values: { Name: 'AWS-RunPatchBaseline' } },
    ]);
    // a plain word is no name; words that say AWS's own document name it
    expect(namedTypesIn('Create an SSM association that runs the cleanup document.')[0]?.values).toEqual({});
    expect(
      namedTypesIn('Create an SSM association that runs the patch baseline document.')[0]?.values,
    ).toEqual({ Name: 'AWS-RunPatchBaseline' });
  });

  it('joins a standalone named type to the design: a transit gateway gets its VPC attachment', async () => {
    const result = await generateOffline(
      'An internal web app on EC2 servers with a PostgreSQL database; our branch offices reach it over a transit gateway with Amazon side ASN 64600.',
    );
    const [gateway] = resourcesOf(result, 'AWS::EC2::TransitGateway');
    const [attachment] = resourcesOf(result, 'AWS::EC2::TransitGatewayVpcAttachment');
    expect(attachment?.props.TransitGatewayId).toEqual({ Ref: gateway?.id });
    // a setting the brief states beside it, from the schema's optional settings
    expect(gateway?.props.AmazonSideAsn).toBe(64600);
  });

  it('reads a joining verb as the association of the things it joins', () => {
    expect(namedTypesIn('Associate the network ACL with both private subnets.').map((n) => n.type)).toContain(
      'AWS::EC2::SubnetNetworkAclAssociation',
    );
  });

  it('reads the other names a type goes by: State Manager, request validation, a request model', () => {
    const types = (brief: string) => namedTypesIn(brief).map((n) => n.type);
    const [association] = namedTypesIn(
      'Use Systems Manager State Manager to run AWS-UpdateSSMAgent on every managed instance each week.',
    );
    expect(association).toMatchObject({
      type: 'AWS::SSM::Association',
      values: { Name: 'AWS-UpdateSSMAgent' },
    });
    expect(types('نبي state manager يطبق AWS-RunPatchBaseline على السيرفرات كل أسبوع')).toEqual([
      'AWS::SSM::Association',
    ]);
    expect(
      types(
        'A REST API whose POST /orders method turns on request validation against a request model for the body.',
      ),
    ).toEqual(['AWS::ApiGateway::RequestValidator', 'AWS::ApiGateway::Model']);
    // an association that says what it does in words runs AWS's own document for it
    expect(
      namedTypesIn('An SSM association that runs a shell script on the web servers every 30 minutes.'),
    ).toEqual([expect.objectContaining({ values: { Name: 'AWS-RunShellScript' } })]);
    expect(namedTypesIn('Use State Manager to patch every instance on Sundays.')).toEqual([
      expect.objectContaining({ values: { Name: 'AWS-RunPatchBaseline' } }),
    ]);
    // a model a function serves is no API model
    expect(types('An API in front of a Lambda function that serves our pricing model.')).toEqual([]);
  });

  it('reads a service named in lower case, and the hosted UI as the user pool domain it is served at', () => {
    const types = (brief: string) => namedTypesIn(brief).map((n) => n.type);
    expect(types('codedeploy app + deployment group for the ec2 servers tagged App=billing')).toContain(
      'AWS::CodeDeploy::DeploymentGroup',
    );
    // a deployment group of no service the brief names is none
    expect(types('a deployment group for the ec2 servers')).toEqual([]);
    expect(types('A Cognito user pool with a domain for the hosted UI.')).toEqual([
      'AWS::Cognito::UserPoolDomain',
    ]);
  });

  it('reads settings written as CloudFormation writes them, each with the value said beside it', () => {
    const [gateway] = namedTypesIn(
      'An AWS::EC2::TransitGateway in our VPC with EncryptionSupport enable and AmazonSideAsn 65010.',
    );
    expect(gateway?.values).toMatchObject({ EncryptionSupport: 'enable', AmazonSideAsn: 65010 });
    // settings said in words, each value after its own setting
    const [agreement] = namedTypesIn(
      'An AWS Transfer Family agreement with preserve filename disabled and enforce message signing enabled.',
    );
    expect(agreement?.values).toMatchObject({
      PreserveFilename: 'DISABLED',
      EnforceMessageSigning: 'ENABLED',
    });
  });

  it('reads a setting a later sentence states for the type named before it, and a value "set to"', () => {
    const [later] = namedTypesIn('A transit gateway for our two VPCs. Set the Amazon-side ASN to 64512.');
    expect(later?.values).toMatchObject({ AmazonSideAsn: 64512 });
    const [setTo] = namedTypesIn(
      'A transit gateway (AWS::EC2::TransitGateway) with AmazonSideAsn set to 65001',
    );
    expect(setTo?.values).toMatchObject({ AmazonSideAsn: 65001 });
    // a later sentence that names a type of its own states that type's settings, not the earlier one's
    const [first] = namedTypesIn(
      'A transit gateway for our VPCs. A SageMaker domain with tag propagation disabled.',
    );
    expect(first?.values).toEqual({});
  });

  it('reads a common name word as a type only with its service beside it, and never a negated one', () => {
    expect(
      namedTypesIn(
        'A queue whose worker applies our retention policy and records each association between orders.',
      ),
    ).toEqual([]);
    expect(namedTypesIn('No transit gateway; a small website.')).toEqual([]);
    // the reader's own negating words ('skip' was missing from a second list the named types kept)
    expect(namedTypesIn('A VPC for our website, and we skip the transit gateway.')).toEqual([]);
    expect(
      namedTypesIn('A VPC for our website, joined to the others by a transit gateway.').map((n) => n.type),
    ).toEqual(['AWS::EC2::TransitGateway']);
    expect(
      namedTypesIn(
        'Route the VPC traffic through a network ACL and run an SSM association for patching.',
      ).map((n) => n.type),
    ).toEqual(['AWS::EC2::NetworkAcl', 'AWS::SSM::Association']);
  });
});
