/**
 * Scan time of templates where every bucket and queue has its own policy resource: the shape where
 * a rule that searched every policy for every target grew with the square of the template.
 *   npx tsx bench/compliance-policies.ts
 */
import { scanTemplate } from '#shared/compliance/scan';

const TLS_DENY = {
  Effect: 'Deny',
  Principal: '*',
  Action: 's3:*',
  Resource: '*',
  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
};

/** `pairs` buckets and queues, each with its policy: 4 resources per pair. */
function template(pairs: number): string {
  const Resources: Record<string, unknown> = {};
  for (let i = 0; i < pairs; i++) {
    Resources[`Bucket${i}`] = { Type: 'AWS::S3::Bucket', Properties: { BucketName: `bench-${i}` } };
    Resources[`BucketPolicy${i}`] = {
      Type: 'AWS::S3::BucketPolicy',
      Properties: { Bucket: { Ref: `Bucket${i}` }, PolicyDocument: { Statement: [TLS_DENY] } },
    };
    Resources[`Queue${i}`] = { Type: 'AWS::SQS::Queue', Properties: {} };
    Resources[`QueuePolicy${i}`] = {
      Type: 'AWS::SQS::QueuePolicy',
      Properties: { Queues: [{ Ref: `Queue${i}` }], PolicyDocument: { Statement: [] } },
    };
  }
  return JSON.stringify({ Resources });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

let previous: { resources: number; ms: number } | undefined;
console.log('resources  scan ms (median of 5)  growth per resource vs previous (1.00 = linear)');
for (const pairs of [250, 500, 1000, 2000]) {
  const text = template(pairs);
  scanTemplate(text);
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    scanTemplate(text);
    return performance.now() - start;
  });
  const resources = pairs * 4;
  const ms = median(times);
  const growth = previous ? ms / resources / (previous.ms / previous.resources) : undefined;
  console.log(
    `${String(resources).padStart(9)}  ${ms.toFixed(1).padStart(20)}  ${growth ? `${growth.toFixed(2)}x` : '-'}`,
  );
  previous = { resources, ms };
}
