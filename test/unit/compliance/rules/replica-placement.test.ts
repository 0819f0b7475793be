import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { scanTemplate } from '#shared/compliance/scan';
import { templateBody } from '#test/fixtures/compliance';

const SOURCE = {
  Type: 'AWS::RDS::DBInstance',
  Properties: {
    Engine: 'postgres',
    DBInstanceClass: 'db.t4g.micro',
    StorageEncrypted: true,
    DBSubnetGroupName: 'private-db',
  },
};

/** Whether ec2-resource-not-default-vpc fails on the replica beside its source. */
function replicaUnplaced(source: unknown): boolean {
  const replica = {
    Type: 'AWS::RDS::DBInstance',
    Properties: { SourceDBInstanceIdentifier: source, DBInstanceClass: 'db.t4g.micro' },
  };
  const text = stringify(templateBody({ Source: SOURCE, Replica: replica }));
  return scanTemplate(text, { region: 'me-south-1' }).violations.some(
    (v) => v.status === 'fail' && v.resource === 'Replica' && v.rule_id === 'ec2-resource-not-default-vpc',
  );
}

describe("a read replica in its source's region is placed in its source's VPC", () => {
  it('a replica of an instance of the template names no subnet group (RDS refuses one there)', () => {
    expect(replicaUnplaced({ Ref: 'Source' })).toBe(false);
  });

  it("a replica of another region's instance (by ARN) still needs its own subnet group", () => {
    expect(replicaUnplaced('arn:aws:rds:eu-west-1:111122223333:db:orders')).toBe(true);
  });
});
