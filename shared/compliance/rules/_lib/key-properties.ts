import type { Resource } from '#shared/cfn/types';
import { isUnknown } from '#shared/cfn/unknown';
import { dig, toList } from './props';

/** Where each data store names the KMS key it encrypts with. */
export interface KeyReference {
  label: string;
  value: unknown;
}

type Reader = (p: Record<string, unknown>) => KeyReference[];

const at =
  (...path: string[]): Reader =>
  (p) => [{ label: path.join('.'), value: dig(p, ...path) }];

/** A key only counts when the encryption type that uses it is chosen. */
const when =
  (typePath: string[], accepted: readonly string[], keyPath: string[]): Reader =>
  (p) => {
    const type = dig(p, ...typePath);
    const value = isUnknown(type) ? type : accepted.includes(String(type)) ? dig(p, ...keyPath) : undefined;
    return [{ label: keyPath.join('.'), value }];
  };

export const KEY_READERS: Record<string, Reader> = {
  'AWS::Backup::BackupVault': at('EncryptionKeyArn'),
  'AWS::DocDB::DBCluster': at('KmsKeyId'),
  'AWS::DynamoDB::Table': at('SSESpecification', 'KMSMasterKeyId'),
  'AWS::DynamoDB::GlobalTable': (p) => {
    const replicas = toList(p.Replicas);
    if (isUnknown(replicas)) return [{ label: 'Replicas', value: replicas }];
    return replicas.map((r, i) => ({
      label: `Replicas[${i}].SSESpecification.KMSMasterKeyId`,
      value: dig(r, 'SSESpecification', 'KMSMasterKeyId'),
    }));
  },
  'AWS::EC2::Volume': at('KmsKeyId'),
  'AWS::ECR::Repository': when(
    ['EncryptionConfiguration', 'EncryptionType'],
    ['KMS', 'KMS_DSSE'],
    ['EncryptionConfiguration', 'KmsKey'],
  ),
  'AWS::EFS::FileSystem': at('KmsKeyId'),
  'AWS::ElastiCache::ReplicationGroup': at('KmsKeyId'),
  'AWS::ElastiCache::ServerlessCache': at('KmsKeyId'),
  'AWS::Elasticsearch::Domain': at('EncryptionAtRestOptions', 'KmsKeyId'),
  'AWS::FSx::FileSystem': at('KmsKeyId'),
  'AWS::Kinesis::Stream': at('StreamEncryption', 'KeyId'),
  'AWS::KinesisFirehose::DeliveryStream': when(
    ['DeliveryStreamEncryptionConfigurationInput', 'KeyType'],
    ['CUSTOMER_MANAGED_CMK'],
    ['DeliveryStreamEncryptionConfigurationInput', 'KeyARN'],
  ),
  'AWS::Logs::LogGroup': at('KmsKeyId'),
  'AWS::MemoryDB::Cluster': at('KmsKeyId'),
  'AWS::MSK::Cluster': at('EncryptionInfo', 'EncryptionAtRest', 'DataVolumeKMSKeyId'),
  'AWS::Neptune::DBCluster': at('KmsKeyId'),
  'AWS::OpenSearchService::Domain': at('EncryptionAtRestOptions', 'KmsKeyId'),
  'AWS::RDS::DBCluster': at('KmsKeyId'),
  'AWS::RDS::DBInstance': at('KmsKeyId'),
  'AWS::Redshift::Cluster': at('KmsKeyId'),
  'AWS::S3::Bucket': (p) => {
    const rules = toList(dig(p, 'BucketEncryption', 'ServerSideEncryptionConfiguration'));
    if (isUnknown(rules)) return [{ label: 'BucketEncryption', value: rules }];
    const byDefault = dig(rules[0], 'ServerSideEncryptionByDefault');
    return when(
      ['SSEAlgorithm'],
      ['aws:kms', 'aws:kms:dsse'],
      ['KMSMasterKeyID'],
    )((byDefault ?? {}) as Record<string, unknown>);
  },
  'AWS::SecretsManager::Secret': at('KmsKeyId'),
  'AWS::SNS::Topic': at('KmsMasterKeyId'),
  'AWS::SQS::Queue': at('KmsMasterKeyId'),
  'AWS::Timestream::Database': at('KmsKeyId'),
};

/** The key references of a data store (empty for types without a reader). */
export function keyReferencesOf(resource: Resource): KeyReference[] {
  return KEY_READERS[resource.type]?.(resource.properties) ?? [];
}
