import { CustomResource, Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { contentHash } from '#shared/catalog/seed';
import { CATALOG_ENTRIES } from '#shared/catalog/templates/index';
import { LambdaFunction, type TableRef } from './lambda-function';

export interface CatalogSeedProps {
  readonly table: TableRef;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
}

/**
 * Seeds the template catalog into the table on every deploy that changes it: a custom resource
 * backed by one function on the base construct (functions/custom-resources/seed-catalog.ts).
 * CloudFormation sends Update when a property changes, so the properties carry what the items
 * are computed from: the catalog's text and the seeding code's version (scoring and pricing).
 */
export class CatalogSeed extends Construct {
  readonly seeder: LambdaFunction;

  constructor(scope: Construct, id: string, props: CatalogSeedProps) {
    super(scope, id);
    this.seeder = new LambdaFunction(this, 'Seeder', {
      entry: 'functions/custom-resources/seed-catalog.ts',
      description: 'the template catalog seed (custom resource)',
      environment: props.environment,
      logRetention: props.logRetention,
      // Scoring and pricing 13 templates takes seconds; CloudFormation waits up to an hour.
      timeout: Duration.minutes(5),
      memorySize: 1024,
    });
    this.seeder.grantTable(props.table, 'write');
    new CustomResource(this, 'Seed', {
      serviceToken: this.seeder.function.functionArn,
      resourceType: 'Custom::CatalogSeed',
      properties: {
        CatalogHash: contentHash(JSON.stringify(CATALOG_ENTRIES)),
        SeederVersion: this.seeder.function.currentVersion.version,
      },
    });
  }
}
