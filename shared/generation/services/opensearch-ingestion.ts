import { getAtt, sub } from '../../cfn/build';
import { addServiceRole, grant } from '../synthesis/grants';
import { privateSubnets } from '../synthesis/network-refs';
import { computeGroup, keyArn } from './kit';
import type { ServiceSpec } from './types';

/**
 * An OpenSearch Ingestion pipeline into the design's search domain: from the design's DynamoDB
 * table's stream when it has one (DynamoDB's zero-ETL integration), else an HTTP source. In the
 * private subnets, encrypted with the design's key, its logs kept.
 */
export const opensearchIngestion: ServiceSpec = {
  id: 'opensearch-ingestion',
  block_name: 'Ingestion',
  family: 'OSIS',
  label: 'Amazon OpenSearch Ingestion pipeline',
  // DynamoDB's and DocumentDB's zero-ETL integrations with OpenSearch run as an ingestion pipeline
  names:
    /\b(amazon opensearch ingestion|opensearch ingestion( pipelines?)?|osis|data prepper|zero[- ]etl[^.]{0,60}opensearch|opensearch[^.]{0,60}zero[- ]etl)\b/,
  phrases: /\b(ingestion pipelines? (for|into|to) (amazon )?opensearch)\b/,
  arabic: /(خط استيعاب أوبن ?سيرش)/,
  cost: 'hourly',
  vpc: true,
  needs: ['opensearch'],
  build(ctx, name) {
    const role = addServiceRole(ctx, name, `${name}Role`, 'osis-pipelines.amazonaws.com');
    const search = ctx.plan.blocks.find((b) => b.kind === 'search')?.name;
    const table = ctx.plan.blocks.find((b) => b.kind === 'key-value-table')?.name;
    const domain = search ? `${search}Domain` : undefined;
    if (domain) {
      grant(ctx, role, ['es:DescribeDomain'], getAtt(domain, 'Arn'));
      grant(ctx, role, ['es:ESHttpGet', 'es:ESHttpPut', 'es:ESHttpPost'], sub(`\${${domain}.Arn}/*`));
    }
    if (table) {
      grant(
        ctx,
        role,
        ['dynamodb:DescribeTable', 'dynamodb:DescribeContinuousBackups'],
        getAtt(`${table}Table`, 'Arn'),
      );
      grant(
        ctx,
        role,
        ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        sub(`\${${table}Table.Arn}/stream/*`),
      );
      const props = ctx.resources[`${table}Table`]?.Properties as Record<string, unknown> | undefined;
      if (props && !props.StreamSpecification)
        props.StreamSpecification = { StreamViewType: 'NEW_AND_OLD_IMAGES' };
    }
    grant(ctx, role, ['kms:Decrypt', 'kms:GenerateDataKey'], keyArn());
    const source = table
      ? `dynamodb:\n        tables:\n          - table_arn: "\${${table}Table.Arn}"\n            stream:\n              start_position: "LATEST"\n        aws:\n          sts_role_arn: "\${${role}.Arn}"\n          region: "\${AWS::Region}"`
      : 'http:\n        path: "/ingest"';
    const sink = domain
      ? `opensearch:\n          hosts: ["https://\${${domain}.DomainEndpoint}"]\n          index: "items"\n          aws:\n            sts_role_arn: "\${${role}.Arn}"\n            region: "\${AWS::Region}"`
      : 'stdout: {}';
    const pipeline = ctx.add(name, `${name}Pipeline`, {
      Type: 'AWS::OSIS::Pipeline',
      Properties: {
        PipelineName: sub(`${name.toLowerCase().slice(0, 12)}-\${AWS::AccountId}`),
        MinUnits: 1,
        MaxUnits: 4,
        PipelineConfigurationBody: sub(
          `version: "2"\npipeline:\n  source:\n    ${source}\n  sink:\n    - ${sink}\n`,
        ),
        EncryptionAtRestOptions: { KmsKeyArn: keyArn() },
        LogPublishingOptions: {
          IsLoggingEnabled: true,
          CloudWatchLogDestination: {
            LogGroup: sub(`/aws/vendedlogs/OpenSearchIngestion/\${AWS::StackName}-${name}`),
          },
        },
        VpcOptions: {
          SubnetIds: privateSubnets(ctx),
          SecurityGroupIds: [{ Ref: computeGroup(ctx, name) }],
        },
        Tags: ctx.tags(),
      },
    });
    return { service: 'opensearch-ingestion', name, main: pipeline, role };
  },
};
