import type { Block } from '#shared/generation/plan';
import type { DataClassification } from '#shared/generation/requirements';

/** What the search block's sizing and access mean for whoever runs it. */
export function searchDecisions(dedicatedMasters: boolean, classification: DataClassification): string[] {
  const decisions = [
    dedicatedMasters
      ? 'The search cluster has three dedicated master nodes: at this size they keep it stable while data nodes are busy.'
      : 'The search cluster has no dedicated master nodes: at this size the data nodes manage it; add them past about six nodes.',
    'A VPC search domain needs the service-linked role AWSServiceRoleForAmazonOpenSearchService; create it once per account if it is missing.',
  ];
  if (classification === 'confidential' || classification === 'secret') {
    decisions.push(
      'Fine-grained access control is on, with audit logs: sign in as the Search admin role and map the application role to an OpenSearch role before it can read or write.',
    );
  }
  return decisions;
}

/**
 * What the disaster-recovery block does in this stack, and what must be deployed in the second
 * region separately: one stack lives in one region, so only the copies it can start from here
 * are in the template.
 */
export function recoveryDecisions(
  blocks: readonly Block[],
  primary: string,
  secondary: string,
  domain?: string,
): string[] {
  const has = (kind: Block['kind']) => blocks.some((b) => b.kind === kind);
  const copies: string[] = [];
  if (has('key-value-table')) copies.push('the DynamoDB table is a global table with a replica there');
  if (has('relational-database')) copies.push("the database's automated backups are replicated there");
  if (has('file-system')) copies.push('the shared file system replicates there');
  if (has('object-storage')) copies.push('the bucket replicates new objects to a bucket there');
  if (has('backup')) copies.push('AWS Backup copies each daily backup to a vault there');
  const decisions = [
    copies.length > 0
      ? `From ${primary} to ${secondary}: ${copies.join('; ')}.`
      : `No data store here can be copied to ${secondary} from this stack; deploy the design there as well.`,
    `Deploy in ${secondary} before this stack: a customer managed KMS key${has('object-storage') ? ', a versioned bucket for the replicas' : ''}${has('backup') ? ', a backup vault' : ''}; their ARNs are this template's Secondary* parameters.`,
    `To fail over, deploy this design again in ${secondary} without disaster recovery, restore the database from the replicated backups and point it at the replicas.`,
  ];
  decisions.push(
    `The copies in ${secondary} are outside the Kingdom: the Saudi frameworks this design is held to ask for approval of that, so the security agent reports them as residency findings.`,
  );
  if (has('search')) {
    decisions.push(
      `The search cluster is not copied: give ${secondary} its own domain and set up cross-cluster replication, or reindex there after a failover.`,
    );
  }
  const balanced = has('web-servers') || has('containers');
  if (domain && balanced) {
    decisions.push(
      `Route 53 answers ${domain} with this region's load balancer while its health check passes, and with the load balancer in ${secondary} otherwise.`,
    );
  } else if (balanced) {
    decisions.push(
      `No domain was named, so there is no DNS failover: name one (e.g. app.example.com) to get Route 53 failover records.`,
    );
  }
  return decisions;
}
