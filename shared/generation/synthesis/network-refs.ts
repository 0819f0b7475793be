import { ref } from '../../cfn/build';
import type { SynthesisContext } from './context';

/** The network block's fixed logical ids, so other blocks can place themselves in it. */
export const VPC_ID = 'Vpc';
/** The address range of the network block's VPC. */
export const VPC_CIDR = '10.0.0.0/16';
export const vpcId = () => ref(VPC_ID);

export function hasNetwork(ctx: SynthesisContext): boolean {
  return ctx.plan.blocks.some((b) => b.kind === 'network');
}

export function zoneCount(ctx: SynthesisContext): number {
  const network = ctx.plan.blocks.find((b) => b.kind === 'network');
  return network?.kind === 'network' ? network.options.availability_zones : 2;
}

export const publicSubnetId = (i: number) => `PublicSubnet${i + 1}`;
export const privateSubnetId = (i: number) => `PrivateSubnet${i + 1}`;

export function publicSubnets(ctx: SynthesisContext) {
  return Array.from({ length: zoneCount(ctx) }, (_, i) => ref(publicSubnetId(i)));
}

export function privateSubnets(ctx: SynthesisContext) {
  return Array.from({ length: zoneCount(ctx) }, (_, i) => ref(privateSubnetId(i)));
}
