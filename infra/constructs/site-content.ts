import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { SPA_SHELL_FILE } from '#shared/http/site-pages';
import { type SiteConfigInputs, siteConfig } from './site-config';

export interface SiteContentProps {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** the built SPA (Vite's outDir): the pages (index.html, spa.html...) and hashed files under assets/ */
  readonly siteAssetPath: string;
  readonly config: SiteConfigInputs;
}

/**
 * Deploys the built web app and `/config.json` (made from the deployed resources' ids and URLs)
 * into the site bucket. Hashed files go first with a one-year immutable cache; then the pages
 * (the pre-rendered public pages and the SPA shell) and config.json, always revalidated, so a new page never points at files that are not there yet.
 * Neither deployment prunes: pages still open in a browser keep finding their old chunks.
 */
export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const assetsPath = join(props.siteAssetPath, 'assets');
    const required = ['index.html', SPA_SHELL_FILE].map((file) => join(props.siteAssetPath, file));
    if (!required.every((file) => existsSync(file)) || !existsSync(assetsPath)) {
      throw new Error(
        `${props.siteAssetPath} is not a built web app (index.html, ${SPA_SHELL_FILE} and assets/); run npm run build:web`,
      );
    }

    const assets = new BucketDeployment(this, 'Assets', {
      sources: [Source.asset(assetsPath)],
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'assets/',
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });

    const pages = new BucketDeployment(this, 'Pages', {
      sources: [
        Source.asset(props.siteAssetPath, { exclude: ['assets', 'assets/**'] }),
        Source.jsonData('config.json', siteConfig(props.config)),
      ],
      destinationBucket: props.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    this.acknowledgeDeploymentFindings(props.bucket);
  }

  /**
   * Findings on the CDK-provided deployment function: a singleton at stack level, so found there.
   * Its role may copy any asset object into any key of the site bucket and invalidate the cache.
   */
  private acknowledgeDeploymentFindings(bucket: IBucket) {
    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(bucket.node.defaultChild as CfnElement);
    const qualifier = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? 'hnb659fds';
    // cdk-nag renders unresolved pseudo parameters as <AWS::...>; a concrete env shows its values.
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const partition = shown(stack.partition, 'Partition');
    const assetObjects = `arn:${partition}:s3:::cdk-${qualifier}-assets-${shown(stack.account, 'AccountId')}-${shown(stack.region, 'Region')}/*`;
    const copyReason =
      'CDK BucketDeployment copies whole asset prefixes from the CDK asset bucket into the site bucket.';
    const handlers = stack.node.children.filter((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    for (const handler of handlers) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'The CDK BucketDeployment handler uses AWSLambdaBasicExecutionRole for its own logs.',
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'The runtime of the CDK BucketDeployment handler is chosen by aws-cdk-lib.',
        },
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
          id: `AwsSolutions-IAM5[Action::${action}]`,
          reason: copyReason,
        })),
        { id: `AwsSolutions-IAM5[Resource::${assetObjects}]`, reason: copyReason },
        { id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`, reason: copyReason },
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'cloudfront:CreateInvalidation has no resource-level scoping in the CDK deployment policy.',
        },
      );
    }
  }
}
