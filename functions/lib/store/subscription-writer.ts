import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_STATUSES, isActiveStatus } from '#shared/billing/entitlements';
import type { SubscriptionChange } from '../billing/subscription-change';
import type { ApplyResult, SubscriptionWriter } from '../ports/subscription-writer';
import { providerSubscriptionKey, subscriptionKey } from './keys';
import { PLAN_CHANGE_LOCK } from './plan-change-lock';

export function dynamoSubscriptionWriter(db: DynamoDBDocumentClient, tableName: string): SubscriptionWriter {
  return {
    async applyIfNewer(change: SubscriptionChange, nowIso: string): Promise<ApplyResult> {
      try {
        await db.send(new UpdateCommand({ TableName: tableName, ...latestEventUpdate(change) }));
        await db.send(new UpdateCommand({ TableName: tableName, ...subscriptionUpdate(change, nowIso) }));
        return 'applied';
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return 'not-newer';
        throw error;
      }
    },
  };
}

/**
 * Records the event as its subscription's latest, unless a newer one of the same subscription was
 * seen: a cancellation that arrives before its subscription's creation then still wins, even when
 * the user item ignored it (another subscription was active). The same event passes again, so a
 * retry after a crash between this write and the user's reaches the user item.
 */
function latestEventUpdate(change: SubscriptionChange) {
  return {
    Key: providerSubscriptionKey(change.providerSubscriptionId),
    UpdateExpression: 'SET event_time = :t, last_event_id = :id, user_id = :uid',
    ConditionExpression:
      'attribute_not_exists(event_time) OR event_time < :t OR (event_time = :t AND last_event_id <= :id)',
    ExpressionAttributeValues: { ':t': change.eventTime, ':id': change.eventId, ':uid': change.userId },
  };
}

/**
 * One conditional update. Events are totally ordered by (occurred_at, event_id): the write only
 * happens when the stored pair is older, so an out-of-order or re-delivered event never moves the
 * subscription backwards and re-applying the same event is a no-op.
 * An inactive event for a *different* Paddle subscription must not end an active one (a customer
 * who bought a new plan and then canceled the old subscription keeps the new one).
 */
function subscriptionUpdate(change: SubscriptionChange, nowIso: string) {
  const newer =
    '(attribute_not_exists(event_time) OR event_time < :t OR (event_time = :t AND last_event_id < :id))';
  const activeValues = Object.fromEntries(ACTIVE_STATUSES.map((s, i) => [`:a${i}`, s]));
  const sameOrInactive = `(attribute_not_exists(provider_subscription_id) OR provider_subscription_id = :psid OR NOT (#status IN (${Object.keys(activeValues).join(', ')})))`;
  const incomingActive = isActiveStatus(change.status);
  return {
    Key: subscriptionKey(change.userId),
    UpdateExpression: [
      // userId/updatedAt: the names of the shared SubscriptionRecord (ports/subscription-repository)
      'SET userId = :uid, #status = :status, tier = :tier, provider = :provider',
      'provider_subscription_id = :psid, provider_customer_id = :pcid',
      'current_period_end = :cpe, scheduled_change = :sc, updatedAt = :now',
      'event_time = :t, last_event_id = :id, last_event_type = :type',
    ]
      .join(', ')
      // the provider has answered: a plan change waiting for it (self-service) is over
      .concat(` REMOVE ${PLAN_CHANGE_LOCK}`),
    ConditionExpression: incomingActive ? newer : `${newer} AND ${sameOrInactive}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':uid': change.userId,
      ':status': change.status,
      ':tier': change.tier,
      ':provider': 'paddle',
      ':psid': change.providerSubscriptionId,
      ':pcid': change.providerCustomerId,
      ':cpe': change.currentPeriodEnd,
      ':sc': change.scheduledChange
        ? {
            action: change.scheduledChange.action,
            effective_at: change.scheduledChange.effectiveAt,
            ...(change.scheduledChange.tier && { tier: change.scheduledChange.tier }),
          }
        : null,
      ':now': nowIso,
      ':t': change.eventTime,
      ':id': change.eventId,
      ':type': change.eventType,
      ...(incomingActive ? {} : activeValues),
    },
  };
}
