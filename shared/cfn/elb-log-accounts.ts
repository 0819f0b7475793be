/**
 * Elastic Load Balancing's log-delivery account in each region opened before August 2022: a
 * load balancer's access-log bucket must let this account write (newer regions use the
 * logdelivery.elasticloadbalancing.amazonaws.com service principal instead). One home for the
 * generated designs and the catalog templates.
 */
export const ELB_LOG_ACCOUNTS: Readonly<Record<string, string>> = {
  'us-east-1': '127311923021',
  'us-east-2': '033677994240',
  'us-west-1': '027434742980',
  'us-west-2': '797873946194',
  'ca-central-1': '985666609251',
  'sa-east-1': '507241528517',
  'eu-west-1': '156460612806',
  'eu-west-2': '652711504416',
  'eu-west-3': '009996457667',
  'eu-central-1': '054676820928',
  'me-south-1': '076674570225',
  'ap-south-1': '718504428378',
  'ap-northeast-1': '582318560864',
  'ap-northeast-2': '600734575887',
  'ap-northeast-3': '383597477331',
  'ap-southeast-1': '114774131450',
  'ap-southeast-2': '783225319266',
};

/** The accounts as a YAML `Mappings` entry named `ElbLogAccount`, at a catalog template's two-space indent. */
export const ELB_LOG_ACCOUNT_MAPPING = [
  "  # Elastic Load Balancing's log-delivery account per region (regions opened before August 2022).",
  '  ElbLogAccount:',
  ...Object.entries(ELB_LOG_ACCOUNTS).map(
    ([region, account]) => `    ${region}: { AccountId: '${account}' }`,
  ),
].join('\n');
