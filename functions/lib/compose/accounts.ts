import type { AwsAccountRepository } from '../ports/aws-account-repository';
import type { SubscriptionRepository } from '../ports/subscription-repository';
import type { UsageStore } from '../ports/usage-store';
import { dynamoAwsAccountRepository } from '../store/aws-account-repository';
import { type CloudPorts, cloudKind, cloudPorts } from './cloud';
import { storePorts } from './store';

/** The accounts area: linked accounts in the table, the plan's counter, and the customer cloud. */
export interface AccountsPorts {
  accounts: AwsAccountRepository;
  usage: UsageStore;
  subscriptions: SubscriptionRepository;
  /** built at first use: listing or unlinking accounts never wires the cloud */
  cloud: () => Promise<CloudPorts>;
  cloudKind: () => 'aws' | 'sandbox';
}

let ports: AccountsPorts | undefined;

export function accountsPorts(): AccountsPorts {
  if (ports) return ports;
  const store = storePorts();
  ports = {
    accounts: dynamoAwsAccountRepository(store.db, store.tableName),
    usage: store.usage,
    subscriptions: store.subscriptions,
    cloud: cloudPorts,
    cloudKind,
  };
  return ports;
}

/** What listing a linked account's networks needs: the linked accounts and the customer cloud's network reader. */
export async function networkListingPorts() {
  const ports = accountsPorts();
  return { accounts: ports.accounts, networks: (await ports.cloud()).networks };
}

/** Waiting inside a request (the sandbox role, create-vpc): real time, real sleep. */
export const requestClock = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
