import { SUBSCRIPTION_SK } from '../store/subscriptions';
import { userKey } from '../store/table-schema';

/** Single-table keys of the items billing writes. User items live under `USER#<sub>`. */
const userPk = userKey;

export function subscriptionKey(userId: string) {
  return { PK: userPk(userId), SK: SUBSCRIPTION_SK };
}

/** Outside any user partition: the event id alone identifies it, before we trust its content. */
export function webhookEventKey(eventId: string) {
  return { PK: `PADDLE_EVENT#${eventId}`, SK: 'PADDLE_EVENT' };
}

/** Generation runs this calendar month (UTC), `YYYY-MM`. */
export function monthlyUsageKey(userId: string, month: string) {
  return { PK: userPk(userId), SK: `USAGE#${month}` };
}

/** Linked AWS accounts right now: a live counter, not per month. */
export function accountUsageKey(userId: string) {
  return { PK: userPk(userId), SK: 'USAGE#ACCOUNTS' };
}
