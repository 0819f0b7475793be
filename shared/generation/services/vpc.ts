import type { ServiceSpec } from './types';

/** A network on its own ("a VPC with public and private subnets in three AZs"): the network block, nothing added. */
export const vpc: ServiceSpec = {
  id: 'vpc',
  block_name: 'Network',
  family: 'EC2',
  label: 'Amazon VPC',
  names: /\b(amazon vpc|vpcs?|virtual private cloud|(public and private|private and public) subnets)\b/,
  phrases: /\b(subnets?|nat gateways?|network only|just a network)\b/,
  arabic: /(شبك[ةه] افتراضي[ةه] خاص[ةه]|الشبك[ةه] الخاص[ةه]|شبكات فرعي[ةه]|الشبكات الفرعي[ةه])/,
  cost: 'hourly',
};
