import type { ServiceSpec } from './types';

/** The ids of a VPC and of subnets the account has, as a brief writes them ("vpc-0a1b2c3d"): a network it already has. */
export const VPC_ID_WORDS = /\bvpc-[0-9a-f]{8,17}\b/g;
export const SUBNET_ID_WORDS = /\bsubnet-[0-9a-f]{8,17}\b/g;

/** A network on its own ("a VPC with public and private subnets in three AZs"): the network block, nothing added. */
export const vpc: ServiceSpec = {
  id: 'vpc',
  block_name: 'Network',
  family: 'EC2',
  label: 'Amazon VPC',
  // a VPC's endpoints are the network's ("use VPC endpoints for S3"), never an API's
  names:
    /\b(amazon vpc|(vpc|gateway|interface) endpoints?|vpcs?|virtual private cloud|(public and private|private and public) subnets)\b/,
  phrases: /\b(subnets?|nat gateways?|network only|just a network)\b/,
  arabic:
    /((?:ال)?شبك[ةه] (?:ال)?افتراضي[ةه](?: (?:ال)?خاص[ةه])?|الشبك[ةه] الخاص[ةه]|شبكات فرعي[ةه]|الشبكات الفرعي[ةه])/,
  cost: 'hourly',
  // the zones and NAT gateways a brief asks of its network; the first words that match set each
  stated_settings: [
    {
      key: 'availability_zones',
      words: /\b([23])[ -]?(?:azs?|availability zones?|zones?)\b|([23]) ?مناطق/,
      as: 'count',
      anywhere: true,
    },
    { key: 'availability_zones', words: /منطقتين|منطقتي توافر/, value: 2, anywhere: true },
    {
      key: 'nat_gateways',
      // "a NAT gateway in each of two zones", "two NAT gateways", "بوابتي NAT": one per zone
      words:
        /\bnat gateways? (in|per) (each|every) (az|zone|availability zone)\b|\bone nat gateway per\b|\bnat gateways? in each of (the )?(\d )?(azs|zones|availability zones)\b|\b[23] nat gateways\b|(بوابتي|بوابتا|بوابتين|بوابتان) nat|nat (في|لكل) (كل )?منطق/,
      value: 'per-zone',
      anywhere: true,
    },
    { key: 'nat_gateways', words: /\bno nat\b|\bwithout (a )?nat\b/, value: 'none', anywhere: true },
    { key: 'nat_gateways', words: /\bnat\b|\binternet access\b|\boutbound\b/, value: 'one', anywhere: true },
  ],
};
