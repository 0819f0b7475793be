import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useState } from 'react';
import { isDeploymentDeleted } from '#shared/api/deployment-status';
import type { DeploymentSummary } from '#shared/api/deployments';
import { deploymentsDelete } from '#shared/api/endpoints/deployments';
import { COMMON, CONFIRM } from '#shared/messages';
import { DEPLOYMENT_CHANGES, DEPLOYMENTS } from '#shared/messages/deployments';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { apiCall, detailOr } from '#web/api/client';
import { focusPageHeading } from '#web/components/focus';
import { wordsMatch } from '#web/components/words-match';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageLinks, useGo } from '../../components/PageLinks';
import { useNotifications } from '../../notifications/NotificationsContext';
import { DeploymentItem } from './DeploymentItem';
import { statusLabel } from './deployment-status';
import { withStatus } from './deployments-state';
import { downloadTemplate } from './download-template';
import { GettingStarted } from './GettingStarted';
import { RetainedList } from './RetainedList';
import { SandboxConsole } from './SandboxConsole';
import { UpdateDeploymentModal } from './UpdateDeploymentModal';
import { useDeployments } from './use-deployments';
import './deployments.css';

/** /deployments: every stack Sahab deployed, live while it changes (spec sections 2 and 4). */
export default function DeploymentsPage() {
  const { notify } = useNotifications();
  const { state, setState, loading, refreshing, refresh, setExpanded, loadDetail, live } = useDeployments();
  const [deleting, setDeleting] = useState<DeploymentSummary>();
  const [deleteBusy, setDeleteBusy] = useState(false);
  // a stack in Delete Failed: the retry keeps what failed (RetainResources) unless unticked
  const [retainFailed, setRetainFailed] = useState(true);
  const [sandboxView, setSandboxView] = useState<string>();
  const [updating, setUpdating] = useState<DeploymentSummary>();
  const [view, setView] = useState<'active' | 'deleted'>('active');
  const shown = state.items.filter((item) => isDeploymentDeleted(item.status) === (view === 'deleted'));

  const go = useGo();
  // the stacks found by name, status, region or account, 20 to a page
  const list = useCollection(shown, {
    filtering: {
      filteringFunction: wordsMatch((d: DeploymentSummary) => [
        d.stack_name,
        d.status,
        statusLabel(d.status),
        d.region,
        d.account_number,
      ]),
    },
    pagination: { pageSize: 20 },
  });

  const openConsole = (deployment: DeploymentSummary) => {
    if (deployment.sandbox) {
      void loadDetail(deployment.deployment_id);
      setSandboxView(deployment.deployment_id);
      return;
    }
    notify({ id: 'console', type: 'info', header: TOASTS.openingConsole });
    window.open(deployment.deployment_url, '_blank', 'noopener,noreferrer');
  };

  const download = (deployment: DeploymentSummary) => {
    downloadTemplate(deployment.stack_name, deployment.template);
    notify({ id: 'template', type: 'success', header: TOASTS.templateDownloaded });
  };

  const failedResources = (deployment: DeploymentSummary) =>
    deployment.status === 'DELETE_FAILED'
      ? (state.details[deployment.deployment_id]?.resources ?? [])
          .filter((r) => r.status === 'DELETE_FAILED')
          .map((r) => r.logical_id)
      : [];

  const remove = async (deployment: DeploymentSummary) => {
    setDeleteBusy(true);
    try {
      const keep = retainFailed && failedResources(deployment).length > 0;
      const answer = await apiCall(deploymentsDelete, {
        params: { id: deployment.deployment_id },
        ...(keep && { query: { retain_failed: 'true' as const } }),
      });
      setState((current) => withStatus(current, deployment.deployment_id, answer.status));
      notify({ id: 'delete', type: 'success', header: TOASTS.deletionInitiated });
      setDeleting(undefined);
      focusPageHeading();
    } catch (error) {
      notify({ id: 'delete', type: 'error', header: detailOr(error, ERRORS.deleteDeployment) });
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          counter={loading ? undefined : `(${shown.length})`}
          description={DEPLOYMENTS.description}
          info={live ? <StatusIndicator type="success">{DEPLOYMENTS.live}</StatusIndicator> : undefined}
          actions={
            <SpaceBetween direction="horizontal" size="xs" data-testid="deployments-actions">
              <Button iconName="refresh" loading={refreshing} onClick={() => void refresh()}>
                {DEPLOYMENTS.refresh}
              </Button>
              <PageLinks to={['awsAccounts', 'compliance', 'newDesign']} primary="newDesign" />
            </SpaceBetween>
          }
        >
          {DEPLOYMENTS.title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <SegmentedControl
          label={DEPLOYMENTS.views}
          selectedId={view}
          options={[
            { id: 'active', text: DEPLOYMENTS.activeView },
            { id: 'deleted', text: DEPLOYMENTS.deletedView },
          ]}
          onChange={({ detail }) => setView(detail.selectedId === 'deleted' ? 'deleted' : 'active')}
        />
        {loading ? (
          <Container>
            <Spinner /> {DEPLOYMENTS.loadingDetails}
          </Container>
        ) : shown.length === 0 && state.items.length > 0 ? (
          <Container>
            <Box textAlign="center" padding="l">
              <SpaceBetween size="s">
                <Box variant="h2">{view === 'deleted' ? DEPLOYMENTS.noDeleted : DEPLOYMENTS.noActive}</Box>
                <Box variant="p" color="text-body-secondary">
                  {view === 'deleted' ? DEPLOYMENTS.noDeletedText : DEPLOYMENTS.noActiveText}
                </Box>
              </SpaceBetween>
            </Box>
          </Container>
        ) : shown.length === 0 ? (
          <Container>
            <Box textAlign="center" padding="l">
              <SpaceBetween size="s">
                <Box variant="h2">{DEPLOYMENTS.noDeploymentsYet}</Box>
                <Box variant="p" color="text-body-secondary">
                  {DEPLOYMENTS.emptyText}
                </Box>
                <Button variant="primary" href="/builder" onFollow={go('/builder')}>
                  {DEPLOYMENTS.createFirstDesign}
                </Button>
              </SpaceBetween>
            </Box>
          </Container>
        ) : (
          <SpaceBetween size="s">
            <div className="sahab-list-filter">
              <TextFilter
                {...list.filterProps}
                filteringPlaceholder={DEPLOYMENTS.findDeployments}
                filteringAriaLabel={DEPLOYMENTS.findDeployments}
                countText={
                  list.filterProps.filteringText ? COMMON.matches(list.filteredItemsCount ?? 0) : undefined
                }
              />
              {(list.paginationProps.pagesCount ?? 1) > 1 && <Pagination {...list.paginationProps} />}
            </div>
            {list.items.length === 0 && (
              <Container>
                <Box textAlign="center">
                  <SpaceBetween size="xs">
                    <Box variant="p">{COMMON.noMatch}</Box>
                    <Button onClick={() => list.actions.setFiltering('')}>{COMMON.clearFilter}</Button>
                  </SpaceBetween>
                </Box>
              </Container>
            )}
            {list.items.map((deployment) => (
              <DeploymentItem
                key={deployment.deployment_id}
                deployment={deployment}
                detail={state.details[deployment.deployment_id]}
                onExpand={(open) => setExpanded(deployment.deployment_id, open)}
                onDownload={download}
                onConsole={openConsole}
                onUpdate={setUpdating}
                onDelete={(deployment) => {
                  // the confirmation lists what the delete keeps: read from the stack's detail
                  void loadDetail(deployment.deployment_id);
                  setRetainFailed(true);
                  setDeleting(deployment);
                }}
              />
            ))}
          </SpaceBetween>
        )}
        <GettingStarted />
      </SpaceBetween>
      <ConfirmModal
        visible={deleting !== undefined}
        header={DEPLOYMENTS.deleteTitle}
        confirmLabel={DEPLOYMENTS.delete}
        busy={deleteBusy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {deleting && (
          <SpaceBetween size="s">
            <Box variant="p">{CONFIRM.deleteDeployment(deleting.stack_name)}</Box>
            {state.details[deleting.deployment_id] ? (
              <RetainedList
                heading={DEPLOYMENT_CHANGES.retainedBefore}
                retained={state.details[deleting.deployment_id]?.retained ?? []}
                sandbox={deleting.sandbox}
              />
            ) : (
              <Spinner />
            )}
            {failedResources(deleting).length > 0 && (
              <Checkbox
                checked={retainFailed}
                onChange={({ detail }) => setRetainFailed(detail.checked)}
                description={DEPLOYMENT_CHANGES.retainFailedHint}
              >
                {DEPLOYMENT_CHANGES.retainFailed(failedResources(deleting).join(', '))}
              </Checkbox>
            )}
          </SpaceBetween>
        )}
      </ConfirmModal>
      <UpdateDeploymentModal
        deployment={updating}
        onClose={() => setUpdating(undefined)}
        onStarted={(id, status) => {
          setState((current) => withStatus(current, id, status));
          notify({ id: 'update', type: 'success', header: DEPLOYMENT_CHANGES.updateStarted });
          setUpdating(undefined);
        }}
      />
      <SandboxConsole
        deployment={sandboxView ? state.details[sandboxView] : undefined}
        onClose={() => setSandboxView(undefined)}
      />
    </ContentLayout>
  );
}
