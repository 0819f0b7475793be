import { CATALOG_PARTITION_KEY, catalogSortKey } from '#shared/catalog/item-key';

/**
 * Every partition and sort key of the single table, built here and nowhere else, so two writers
 * can never disagree on where an item lives.
 */
export interface ItemKey {
  PK: string;
  SK: string;
}

/** Partition key of everything a user owns: always the verified `sub`, never a client-supplied id. */
export function userPk(sub: string): string {
  return `USER#${sub}`;
}

/** A user's one subscription item. */
export function subscriptionKey(userId: string): ItemKey {
  return { PK: userPk(userId), SK: 'SUBSCRIPTION' };
}

/** Outside any user partition: the event id alone identifies it, before we trust its content. */
export function webhookEventKey(eventId: string): ItemKey {
  return { PK: `PADDLE_EVENT#${eventId}`, SK: 'PADDLE_EVENT' };
}

/**
 * The latest event seen for one provider subscription, whoever it names: events are ordered per
 * subscription, so one that arrives after a newer one of the same subscription never applies.
 */
export function providerSubscriptionKey(providerSubscriptionId: string): ItemKey {
  return { PK: `PADDLE_SUB#${providerSubscriptionId}`, SK: 'LATEST_EVENT' };
}

/** Generation runs this calendar month (UTC), `YYYY-MM`. */
export function monthlyUsageKey(userId: string, month: string): ItemKey {
  return { PK: userPk(userId), SK: `USAGE#${month}` };
}

/** Linked AWS accounts right now: a live counter, not per month. */
export function accountUsageKey(userId: string): ItemKey {
  return { PK: userPk(userId), SK: 'USAGE#ACCOUNTS' };
}

/** A sandbox cloud account's partition: its stacks and stack-name claims (simulator state). */
export function sandboxAccountPk(accountId: string): string {
  return `SANDBOX#${accountId}`;
}

/** One stack of a sandbox account, by the uuid at the end of its stack id. */
export function sandboxStackKey(accountId: string, stackUuid: string): ItemKey {
  return { PK: sandboxAccountPk(accountId), SK: `STACK#${stackUuid}` };
}

/** Claims a stack name in a region of a sandbox account for the stack that holds it. */
export function sandboxStackNameKey(accountId: string, region: string, stackName: string): ItemKey {
  return { PK: sandboxAccountPk(accountId), SK: `STACKNAME#${region}#${stackName}` };
}

/** Sort-key prefix of a user's linked AWS accounts (a Query on it lists them). */
export const AWS_ACCOUNT_PREFIX = 'AWS_ACCOUNT#';

/** One linked AWS account of a user. */
export function awsAccountKey(userId: string, accountId: string): ItemKey {
  return { PK: userPk(userId), SK: `${AWS_ACCOUNT_PREFIX}${accountId}` };
}

/** Sort-key prefix of a user's deployments (a Query on it lists them). */
export const DEPLOYMENT_PREFIX = 'DEPLOYMENT#';

/** One deployment of a user. */
export function deploymentKey(userId: string, deploymentId: string): ItemKey {
  return { PK: userPk(userId), SK: `${DEPLOYMENT_PREFIX}${deploymentId}` };
}

/** Sort-key prefix of one deployment's history entries (not under DEPLOYMENT#, which lists deployments). */
export function deploymentHistoryPrefix(deploymentId: string): string {
  return `HISTORY#${deploymentId}#`;
}

/** One history entry: time-ordered under the deployment, made unique by an id of its own. */
export function deploymentHistoryKey(
  userId: string,
  deploymentId: string,
  at: string,
  entryId: string,
): ItemKey {
  return { PK: userPk(userId), SK: `${deploymentHistoryPrefix(deploymentId)}${at}#${entryId}` };
}

/** Claims a stack name in one linked account and region for the deployment that holds it. */
export function deploymentStackNameKey(
  userId: string,
  awsAccountId: string,
  region: string,
  stackName: string,
): ItemKey {
  return { PK: userPk(userId), SK: `STACKNAME#${awsAccountId}#${region}#${stackName}` };
}

/**
 * One catalog template. The catalog is one partition (shared/catalog/item-key.ts owns the layout, so
 * the pure seed and the store agree), read by the gallery with a single Query.
 */
export function catalogTemplateKey(templateId: string): ItemKey {
  return { PK: CATALOG_PARTITION_KEY, SK: catalogSortKey(templateId) };
}

/** Sort-key prefix of a user's compliance scans (a Query on it lists them). */
export const SCAN_PREFIX = 'SCAN#';

/** One compliance scan of a user (its status, progress and result). */
export function scanKey(userId: string, scanId: string): ItemKey {
  return { PK: userPk(userId), SK: `${SCAN_PREFIX}${scanId}` };
}

/**
 * A scan's working data (inventory snapshots, per-region results, violations), in a partition of
 * its own so listing a user's scans never reads it. Scan ids are random UUIDs only the owner's
 * scan item names, and the data expires (TTL).
 */
export function scanDataPk(scanId: string): string {
  return `SCANDATA#${scanId}`;
}

export function scanInventoryKey(
  scanId: string,
  accountId: string,
  region: string,
  type: string,
  chunk: number,
): ItemKey {
  return {
    PK: scanDataPk(scanId),
    SK: `INV#${accountId}#${region}#${type}#${String(chunk).padStart(4, '0')}`,
  };
}

export function scanRegionResultKey(scanId: string, accountId: string, region: string): ItemKey {
  return { PK: scanDataPk(scanId), SK: `REGION#${accountId}#${region}` };
}

export function scanViolationsKey(scanId: string, accountId: string, region: string, chunk: number): ItemKey {
  return { PK: scanDataPk(scanId), SK: `VIOL#${accountId}#${region}#${String(chunk).padStart(4, '0')}` };
}

/** Sort-key prefix of a user's open live-update sockets on one topic (a Query lists them). */
export function liveConnectionPrefix(topicId: string): string {
  return `LIVE#${topicId}#`;
}

/** One open live-update socket (API Gateway connection id) of a user on a topic. */
export function liveConnectionKey(userId: string, topicId: string, connectionId: string): ItemKey {
  return { PK: userPk(userId), SK: `${liveConnectionPrefix(topicId)}${connectionId}` };
}

/** GSI1 keys that find a socket's item from its connection id alone ($disconnect knows no more). */
export function liveConnectionLookup(connectionId: string): { GSI1PK: string; GSI1SK: string } {
  return { GSI1PK: `LIVE_CONNECTION#${connectionId}`, GSI1SK: 'LIVE_CONNECTION' };
}

/** Sort-key prefix of a user's generation sessions (a Query on it lists them, and nothing else). */
export const SESSION_PREFIX = 'SESSION#';

/** One generation session of a user. */
export function sessionKey(userId: string, sessionId: string): ItemKey {
  return { PK: userPk(userId), SK: `${SESSION_PREFIX}${sessionId}` };
}

/** A session's work product (a stage's output or an artifact), kept beside it. */
export function sessionWorkKey(userId: string, sessionId: string, name: string): ItemKey {
  return { PK: userPk(userId), SK: `SESSIONWORK#${sessionId}#${name}` };
}

/** Sort-key prefix of a user's private templates (prepared from sessions). */
export const PRIVATE_TEMPLATE_PREFIX = 'TEMPLATE#';

/** One private template of a user's library. */
export function privateTemplateKey(userId: string, templateId: string): ItemKey {
  return { PK: userPk(userId), SK: `${PRIVATE_TEMPLATE_PREFIX}${templateId}` };
}

/**
 * Claims a design id for one user. Design ids are chosen by the builder, so the claim sits outside
 * every user partition: another user's id is then refused (and answered like an unknown one).
 */
export function designClaimKey(designId: string): ItemKey {
  return { PK: `DESIGN_ID#${designId}`, SK: 'DESIGN_ID' };
}

/** Sort-key prefix of a user's designs (a Query on it lists them). */
export const DESIGN_PREFIX = 'DESIGN#';

/** One design of a user: its instance names and connections. */
export function designKey(userId: string, designId: string): ItemKey {
  return { PK: userPk(userId), SK: `${DESIGN_PREFIX}${designId}` };
}

/** Sort-key prefix of a user's template instances (a Query on it lists them, of every design). */
export const TEMPLATE_INSTANCE_PREFIX = 'TEMPLATE_INSTANCE#';

/** One template instance of a user's design. */
export function templateInstanceKey(userId: string, instanceId: string): ItemKey {
  return { PK: userPk(userId), SK: `${TEMPLATE_INSTANCE_PREFIX}${instanceId}` };
}

/** A user's residency setting (in-Kingdom regions and the classification levels held to them). */
export const FINDING_ACCEPTANCE_PREFIX = 'ACCEPTANCE#';

/** A finding the user accepted, by its stable violation id (the same in every scan). */
export function findingAcceptanceKey(userId: string, violationId: string): ItemKey {
  return { PK: userPk(userId), SK: `${FINDING_ACCEPTANCE_PREFIX}${violationId}` };
}

export function residencySettingsKey(userId: string): ItemKey {
  return { PK: userPk(userId), SK: 'SETTINGS#RESIDENCY' };
}

/** The sandbox's simulated Paddle state of one subscription (entity and transactions). */
export function sandboxBillingKey(subscriptionId: string): ItemKey {
  return { PK: `SANDBOX_BILLING#${subscriptionId}`, SK: 'SANDBOX_BILLING' };
}

/** The last drift check of one deployment of a user. */
export function driftReportKey(userId: string, deploymentId: string): ItemKey {
  return { PK: userPk(userId), SK: `DRIFT#${deploymentId}` };
}

/** Sort-key prefix of a user's scan schedules (a Query on it lists them). */
export const SCAN_SCHEDULE_PREFIX = 'SCAN_SCHEDULE#';

/** One scan schedule of a user. */
export function scanScheduleKey(userId: string, scheduleId: string): ItemKey {
  return { PK: userPk(userId), SK: `${SCAN_SCHEDULE_PREFIX}${scheduleId}` };
}

/**
 * Where every user's schedules are listed by id (owner and schedule id only, no copy of the
 * schedule): what the local runtime's loop reads instead of scanning the whole table.
 */
export const SCAN_SCHEDULE_INDEX_PK = 'SCAN_SCHEDULE_INDEX';

export function scanScheduleIndexKey(userId: string, scheduleId: string): ItemKey {
  return { PK: SCAN_SCHEDULE_INDEX_PK, SK: `SCHEDULE#${userId}#${scheduleId}` };
}

/** A user's sandbox clock: how far they moved it ahead of real time (sandbox cloud only). */
export function sandboxClockKey(userId: string): ItemKey {
  return { PK: userPk(userId), SK: 'SANDBOX_CLOCK' };
}

/** A user's notification choices, webhook secret and last deliveries. */
export function notificationSettingsKey(userId: string): ItemKey {
  return { PK: userPk(userId), SK: 'SETTINGS#NOTIFICATIONS' };
}

/** Sort-key prefix of the sandbox outbox's e-mails to a user (local runtime only). */
export const OUTBOX_PREFIX = 'OUTBOX#';

export function outboxKey(userId: string, sentAt: string, id: string): ItemKey {
  return { PK: userPk(userId), SK: `${OUTBOX_PREFIX}${sentAt}#${id}` };
}
