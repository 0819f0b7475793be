import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TemplateCard } from '#shared/api/template-schema';
import { BUILDER } from '#shared/messages/builder';
import { DESIGNS } from '#shared/messages/designs';
import { TOASTS, VALIDATION } from '#shared/messages/feedback';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { defaultStackName } from '../deploy-form';
import { useDeployAccounts } from '../use-deploy-accounts';
import { AddTemplateDialog } from './AddTemplateDialog';
import { ConnectDialog } from './ConnectDialog';
import { DesignComposer } from './DesignComposer';
import { DesignDeployDialog } from './DesignDeployDialog';
import { DesignFailed, DesignLoading, EmptyDesign } from './DesignStates';
import { DesignTopBar } from './DesignTopBar';
import type { DesignDialog as Dialog } from './design-dialog';
import { designMissing, designSlug, fedParameters, instanceMissing } from './design-logic';
import { InstanceEditor } from './InstanceEditor';
import { filledValues } from './instance-name';
import { RenameDialog } from './RenameDialog';
import { useDesign } from './use-design';
import './designs.css';

interface Props {
  designId: string;
  region: string;
  onRegionChange: (region: string) => void;
  templates: TemplateCard[];
  templatesLoading: boolean;
  onBack: () => void;
}

/** /builder?design={id}: the design's templates, their wires, the composed diagram, cost, validation, deploy. */
export function DesignView({ designId, region, onRegionChange, templates, templatesLoading, onBack }: Props) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const design = useDesign(designId, region);
  const { state } = design;
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState(false);
  const [removingId, setRemovingId] = useState<string>();
  const { accounts } = useDeployAccounts(true);
  const [accountChoice, setAccountChoice] = useState<string>();
  const accountId = accountChoice ?? accounts[0]?.id ?? '';
  const [stackName, setStackName] = useState('');

  // a design whose last template was removed reads like a new one
  const full = state.phase === 'ready' && state.full.instances.length > 0 ? state.full : undefined;
  const empty = state.phase === 'empty' || (state.phase === 'ready' && !full);
  const fed = useMemo(
    () => new Map((full?.instances ?? []).map((i) => [i.instance_id, fedParameters(i.instance_id, full!)])),
    [full],
  );
  const missing = full ? designMissing(full, region) : [];
  const instanceOf = (id: string) => full?.instances.find((i) => i.instance_id === id);
  const close = () => setDialog(undefined);

  const deploy = () => {
    if (!full) return;
    if (missing.length > 0) {
      // the same id as 'Configuration updated', which replaces this complaint once values are saved
      notify({ id: 'configure', type: 'error', header: VALIDATION.configureRequired(missing.join(', ')) });
      const first = full.instances.find(
        (i) => instanceMissing(i, fed.get(i.instance_id)!, region).length > 0,
      );
      return first && setDialog({ kind: 'edit', instanceId: first.instance_id });
    }
    if (full.validation.errors.length > 0) {
      return notify({
        id: 'deploy',
        type: 'error',
        header: DESIGNS.validationProblems,
      });
    }
    setStackName(defaultStackName(designSlug(full.name), new Date()));
    setDialog({ kind: 'deploy' });
  };
  const noAccount = (
    <SpaceBetween size="xs">
      <span>{BUILDER.noAccountsLinked}</span>
      <Button onClick={() => void navigate('/aws-accounts')}>{BUILDER.linkAwsAccount}</Button>
    </SpaceBetween>
  );
  const disconnect = async (id: string) => {
    setRemovingId(id);
    await design.disconnect(id);
    setRemovingId(undefined);
  };
  const remove = async (instanceId: string) => {
    setBusy(true);
    if (await design.removeInstance(instanceId)) close();
    setBusy(false);
  };

  const editing = dialog?.kind === 'edit' ? instanceOf(dialog.instanceId) : undefined;
  const renaming = dialog?.kind === 'rename' ? instanceOf(dialog.instanceId) : undefined;
  const removing = dialog?.kind === 'remove' ? instanceOf(dialog.instanceId) : undefined;
  const count = full?.instances.length ?? 0;

  return (
    <ContentLayout
      header={
        <DesignTopBar
          title={full?.name ?? DESIGNS.newDesign}
          description={
            full ? DESIGNS.designDescription(count, full.connections.length) : DESIGNS.newDesignDescription
          }
          ready={Boolean(full)}
          configured={missing.length === 0}
          onBack={onBack}
          onConnect={() => setDialog({ kind: 'connect' })}
          onDeploy={deploy}
        />
      }
    >
      {state.phase === 'loading' && <DesignLoading />}
      {state.phase === 'failed' && (
        <DesignFailed message={state.message} onRetry={() => void design.reload()} />
      )}
      {empty && <EmptyDesign onAdd={() => setDialog({ kind: 'add' })} />}
      {full && (
        <DesignComposer
          design={full}
          fed={fed}
          missing={missing}
          region={region}
          refreshing={design.refreshing}
          removingId={removingId}
          onOpen={setDialog}
          onDisconnect={(id) => void disconnect(id)}
        />
      )}

      {dialog?.kind === 'add' && (
        <AddTemplateDialog
          templates={templates}
          loading={templatesLoading}
          onAdd={(templateId, name) => design.addInstance(templateId, name)}
          onClose={close}
        />
      )}
      {full && dialog?.kind === 'connect' && <ConnectDialog design={full} actions={design} onClose={close} />}
      {editing && (
        <InstanceEditor
          key={editing.instance_id}
          instance={editing}
          fed={fed.get(editing.instance_id)!}
          accountId={accountId || undefined}
          region={region}
          noAccount={noAccount}
          focusResource={dialog?.kind === 'edit' ? dialog.resource : undefined}
          onCancel={close}
          onSave={async (values) => {
            const saved = await design.updateInstance(editing.instance_id, {
              parameter_values: filledValues(values),
            });
            if (saved) {
              close();
              notify({ id: 'configure', type: 'success', header: TOASTS.configurationUpdated });
            }
            return saved;
          }}
        />
      )}
      {renaming && (
        <RenameDialog
          current={renaming.name}
          onSave={(name) => design.updateInstance(renaming.instance_id, { name })}
          onClose={close}
        />
      )}
      <ConfirmModal
        visible={removing !== undefined}
        header={DESIGNS.removeTitle}
        confirmLabel="Remove"
        busy={busy}
        onCancel={close}
        onConfirm={() => removing && void remove(removing.instance_id)}
      >
        {removing && DESIGNS.removeConfirm(removing.name)}
      </ConfirmModal>
      {full && dialog?.kind === 'deploy' && (
        <DesignDeployDialog
          design={full}
          accounts={accounts}
          accountId={accountId}
          region={region}
          stackName={stackName}
          onAccountChange={setAccountChoice}
          onRegionChange={onRegionChange}
          onStackNameChange={setStackName}
          onClose={close}
        />
      )}
    </ContentLayout>
  );
}
