/**
 * Where the AWS console shows a resource of a type, from its physical id, in its region: for
 * the resources a delete leaves behind (DeletionPolicy Retain or Snapshot). A snapshot is found
 * on the service's snapshot page. Types not listed have no page here (the id is shown alone).
 */
type Location = (id: string, region: string) => string;

const home = (service: string, region: string, fragment: string) =>
  `https://${region}.console.aws.amazon.com/${service}/home?region=${region}#${fragment}`;
const e = encodeURIComponent;

const RESOURCE_PAGES: Readonly<Record<string, Location>> = {
  'AWS::S3::Bucket': (id) => `https://s3.console.aws.amazon.com/s3/buckets/${e(id)}`,
  'AWS::DynamoDB::Table': (id, r) => home('dynamodbv2', r, `table?name=${e(id)}`),
  'AWS::DynamoDB::GlobalTable': (id, r) => home('dynamodbv2', r, `table?name=${e(id)}`),
  'AWS::KMS::Key': (id, r) => home('kms', r, `/kms/keys/${e(id)}`),
  'AWS::Logs::LogGroup': (id, r) => home('cloudwatch', r, `logsV2:log-groups/log-group/${e(e(id))}`),
  'AWS::SQS::Queue': (id, r) => home('sqs/v3', r, `/queues/${e(id)}`),
  'AWS::SNS::Topic': (id, r) => home('sns/v3', r, `/topic/${e(id)}`),
  'AWS::SecretsManager::Secret': (id, r) => home('secretsmanager', r, `/secret?name=${e(id)}`),
  'AWS::EFS::FileSystem': (id, r) => home('efs', r, `/file-systems/${e(id)}`),
  'AWS::ECR::Repository': (id, r) => home('ecr', r, `/repositories/private/${e(id)}`),
  'AWS::Backup::BackupVault': (id, r) => home('backup', r, `/backupvaults/details/${e(id)}`),
  'AWS::EC2::Volume': (id, r) =>
    `https://${r}.console.aws.amazon.com/ec2/home?region=${r}#VolumeDetails:volumeId=${e(id)}`,
  'AWS::RDS::DBInstance': (id, r) => home('rds', r, `database:id=${e(id)}`),
  'AWS::RDS::DBCluster': (id, r) => home('rds', r, `database:id=${e(id)};is-cluster=true`),
};

/** The snapshot pages of the types DeletionPolicy Snapshot applies to. */
const SNAPSHOT_PAGES: Readonly<Record<string, Location>> = {
  'AWS::RDS::DBInstance': (id, r) => home('rds', r, `snapshots-list:tab=manual;search=${e(id)}`),
  'AWS::RDS::DBCluster': (id, r) => home('rds', r, `snapshots-list:tab=manual;search=${e(id)}`),
  'AWS::EC2::Volume': (id, r) =>
    `https://${r}.console.aws.amazon.com/ec2/home?region=${r}#Snapshots:search=${e(id)}`,
  'AWS::ElastiCache::CacheCluster': (id, r) => home('elasticache', r, `/snapshots?search=${e(id)}`),
  'AWS::Redshift::Cluster': (id, r) => home('redshiftv2', r, `snapshots?search=${e(id)}`),
  'AWS::Neptune::DBCluster': (_id, r) => home('neptune', r, 'snapshots'),
  'AWS::DocDB::DBCluster': (_id, r) => home('docdb', r, 'snapshots'),
};

/** The console page of a retained resource (or of its final snapshot), or null when none is known. */
export function consoleLocation(
  type: string,
  physicalId: string | undefined,
  region: string,
  policy: string,
): string | null {
  if (!physicalId) return null;
  const page = policy === 'Snapshot' ? SNAPSHOT_PAGES[type] : RESOURCE_PAGES[type];
  return page ? page(physicalId, region) : null;
}
