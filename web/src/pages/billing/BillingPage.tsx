import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isTier, PLANS, type Plan, type Tier } from '#shared/billing/plans';
import type { Invoice } from '#shared/billing/self-service';
import { BILLING } from '#shared/messages/billing';
import { useSubscription } from '#web/subscription/use-subscription';
import { CHANGE_PARAM } from '../../checkout/plan-change-path';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useConfig } from '../../config/ConfigContext';
import { useNotifications } from '../../notifications/NotificationsContext';
import { planSummary } from '../app/plan-summary';
import { currentTier, formatDay, pendingChange } from './billing-view';
import { changeTerms } from './change-terms';
import { InvoicesTable } from './InvoicesTable';
import { PaymentMethod } from './PaymentMethod';
import { PlanChoices } from './PlanChoices';
import { PlanStatus } from './PlanStatus';
import { useBillingActions } from './use-billing-actions';

type Asking = { kind: 'change'; plan: Plan } | { kind: 'cancel' } | null;

/** /billing: the plan, its usage, changes (upgrade now, downgrade or cancel at period end), invoices, card. */
export default function BillingPage() {
  const { billing } = useConfig();
  const sandbox = billing.provider === 'sandbox';
  const subscription = useSubscription();
  const { notify } = useNotifications();
  const { run, busy } = useBillingActions();
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CHANGE_PARAM);

  const loadInvoices = useCallback(async () => {
    const answer = await run({ action: 'invoices' });
    if (answer?.kind === 'invoices') setInvoices(answer.invoices);
  }, [run]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival; later after each change
  useEffect(() => {
    if (billing.provider !== 'none') void loadInvoices();
  }, []);

  const current = subscription.state === 'done' ? subscription.subscription : null;
  const tierNow = current ? currentTier(current) : null;
  // the plan chosen on /pricing: its confirmation opens once the plan now is known, once
  useEffect(() => {
    if (chosen === null || !tierNow) return;
    setParams(
      (next) => {
        next.delete(CHANGE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (isTier(chosen) && chosen !== tierNow) setAsking({ kind: 'change', plan: PLANS[chosen] });
  }, [chosen, tierNow, setParams]);

  if (billing.provider === 'none' || !current) {
    return (
      <ContentLayout header={<Header variant="h1">{BILLING.title}</Header>}>
        {billing.provider === 'none' && <Alert type="info">{BILLING.noBilling}</Alert>}
      </ContentLayout>
    );
  }
  const summary = planSummary(current);
  const pending = pendingChange(current);
  const tier = currentTier(current);

  const confirm = async () => {
    if (!asking) return;
    const answer =
      asking.kind === 'cancel'
        ? await run({ action: 'cancel' })
        : await run({ action: 'change-plan', tier: asking.plan.tier });
    setAsking(null);
    if (answer?.kind !== 'plan-change') return;
    const name = PLANS[answer.tier as Tier]?.name ?? answer.tier;
    const header =
      answer.outcome === 'upgraded'
        ? BILLING.upgraded(name)
        : answer.outcome === 'downgrade-scheduled'
          ? BILLING.downgradeScheduled(name, formatDay(answer.effective_at))
          : BILLING.cancelScheduled(formatDay(answer.effective_at));
    notify({ id: 'billing', type: 'success', header });
    void loadInvoices();
  };

  const keep = async () => {
    const answer = await run({ action: 'keep-plan' });
    if (answer?.kind === 'plan-change')
      notify({ id: 'billing', type: 'success', header: BILLING.kept(summary.planName) });
  };

  const openPortal = async () => {
    const answer = await run({ action: 'portal' });
    if (answer?.kind === 'portal' && answer.url) window.open(answer.url, '_blank', 'noopener');
  };

  const asked =
    asking?.kind === 'change' && tier
      ? changeTerms(tier, asking.plan.tier, { periodEnd: summary.periodEnd, pending, now: new Date() })
      : null;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={BILLING.description}>
          {BILLING.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {sandbox && (
          <Alert type="info" header={BILLING.sandboxTitle} data-testid="sandbox-billing">
            {BILLING.sandboxText}
          </Alert>
        )}
        <PlanStatus
          summary={summary}
          pending={pending}
          busy={busy !== null}
          onKeep={() => void keep()}
          onCancel={() => setAsking({ kind: 'cancel' })}
        />
        {tier && (
          <PlanChoices
            current={tier}
            periodEnd={summary.periodEnd}
            pending={pending}
            busy={busy !== null}
            now={new Date()}
            onChoose={(plan) => setAsking({ kind: 'change', plan })}
          />
        )}
        <InvoicesTable invoices={invoices ?? []} loading={invoices === null} />
        <PaymentMethod sandbox={sandbox} busy={busy === 'portal'} onOpen={() => void openPortal()} />
      </SpaceBetween>
      <ConfirmModal
        visible={asking !== null}
        header={
          asking?.kind === 'change'
            ? asked?.direction === 'up'
              ? BILLING.upgradeConfirm(asking.plan.name)
              : BILLING.downgradeConfirm(asking.plan.name)
            : BILLING.cancelConfirmTitle
        }
        confirmLabel={asking?.kind === 'change' ? (asked?.action ?? '') : BILLING.cancelConfirmLabel}
        cancelLabel={asking?.kind === 'cancel' ? BILLING.keepSubscription : undefined}
        busy={busy !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      >
        {asking?.kind === 'change' ? asked?.terms : BILLING.cancelTerms(formatDay(summary.periodEnd))}
      </ConfirmModal>
    </ContentLayout>
  );
}
