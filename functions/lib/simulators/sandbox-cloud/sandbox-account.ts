import type {
  SandboxCloudStore,
  SandboxResource,
  SandboxStack,
} from '#functions/lib/ports/sandbox-cloud-store';
import { defaultNetwork } from './account';
import { AccountView } from './account-view';
import { kindOf } from './resource-kinds';
import { existingResources } from './timeline';

/** One sandbox account's stacks as read at one moment, with the questions the cloud asks of them. */
export class SandboxAccountState {
  private constructor(
    readonly accountId: string,
    readonly stacks: SandboxStack[],
    readonly now: number,
  ) {}

  static async load(store: SandboxCloudStore, accountId: string, now: number): Promise<SandboxAccountState> {
    return new SandboxAccountState(accountId, await store.stacks(accountId), now);
  }

  /** Resources that exist now, with the region of their stack; optionally leaving one stack out. */
  existing(options: { region?: string; except?: string; includeCreating?: boolean } = {}) {
    return this.stacks
      .filter(
        (stack) => stack.stackId !== options.except && (!options.region || stack.region === options.region),
      )
      .flatMap((stack) =>
        existingResources(stack, this.now, options.includeCreating ?? true).map((resource) => ({
          resource,
          region: stack.region,
        })),
      );
  }

  /** IAM is global: roles from stacks in every region. */
  roles(): SandboxResource[] {
    return this.existing({ includeCreating: false })
      .map(({ resource }) => resource)
      .filter((r) => r.type === 'AWS::IAM::Role');
  }

  /**
   * What a new stack in `region` must not collide with and may refer to; an update leaves out its
   * own stack (`except`), whose resources keep their names.
   */
  view(region: string, except?: string): AccountView {
    const network = defaultNetwork(this.accountId, region);
    const view = new AccountView(
      region,
      [network.vpcId, ...network.subnets.map((s) => s.subnetId)],
      this.accountId,
    );
    for (const { resource, region: where } of this.existing({ except }))
      view.add(resource, kindOf(resource.type).nameProperty, where);
    return view;
  }
}
