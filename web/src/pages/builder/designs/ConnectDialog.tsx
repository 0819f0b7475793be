import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { DesignFull } from '#shared/api/designs';
import { DESIGNS } from '#shared/messages/designs';
import { labelOf } from '../parameter-ui';
import { ConnectionsList } from './ConnectionsList';
import { connectTargets } from './design-logic';
import type { DesignActions } from './use-design';

interface Props {
  design: DesignFull;
  actions: Pick<DesignActions, 'connect' | 'disconnect'>;
  onClose: () => void;
}

const pick = (options: { value: string; label: string }[], value: string | undefined) =>
  options.find((o) => o.value === value) ?? null;

/**
 * 'Connect': an output of one template feeds a parameter of another. Only parameters that can
 * take the output and that nothing feeds yet are offered; the existing wires are listed below.
 */
export function ConnectDialog({ design, actions, onClose }: Props) {
  const [sourceId, setSourceId] = useState<string>();
  const [output, setOutput] = useState<string>();
  const [targetId, setTargetId] = useState<string>();
  const [parameter, setParameter] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [removingId, setRemovingId] = useState<string>();

  const source = design.instances.find((i) => i.instance_id === sourceId);
  const targets = sourceId && output ? connectTargets(design, sourceId, output) : [];
  const target = targets.find((t) => t.instance.instance_id === targetId);
  const sourceOptions = design.instances
    .filter((i) => i.outputs.length > 0)
    .map((i) => ({ value: i.instance_id, label: i.name, description: i.template_name }));
  const outputOptions = (source?.outputs ?? []).map((o) => ({
    value: o.key,
    label: o.key,
    description: o.description ?? undefined,
  }));
  const targetOptions = targets.map((t) => ({
    value: t.instance.instance_id,
    label: t.instance.name,
    description: t.instance.template_name,
  }));
  const parameterOptions = (target?.parameters ?? []).map((p) => ({
    value: p.name,
    label: labelOf(p),
    description: `${p.name} · ${p.cfn_type}${p.is_required ? ' · required' : ''}`,
  }));

  const connect = async () => {
    if (!sourceId || !output || !targetId || !parameter) return;
    setBusy(true);
    const made = await actions.connect({
      source_instance_id: sourceId,
      source_output: output,
      target_instance_id: targetId,
      target_parameter: parameter,
    });
    setBusy(false);
    // made: ready for the next wire from the same output; refused: every choice stays
    if (made) setParameter(undefined);
  };
  const remove = async (id: string) => {
    setRemovingId(id);
    await actions.disconnect(id);
    setRemovingId(undefined);
  };

  return (
    <Modal
      visible
      size="large"
      position="top"
      header={DESIGNS.connect}
      onDismiss={() => !busy && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              {DESIGNS.close}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={!sourceId || !output || !targetId || !parameter}
              onClick={() => void connect()}
            >
              {DESIGNS.connect}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <div className="design-connect-grid">
          <SpaceBetween size="s">
            <Box variant="h4">{DESIGNS.from}</Box>
            <FormField label={DESIGNS.sourceTemplate}>
              <Select
                selectedOption={pick(sourceOptions, sourceId)}
                options={sourceOptions}
                placeholder={DESIGNS.chooseSource}
                empty={DESIGNS.noOutputs}
                onChange={({ detail }) => {
                  setSourceId(detail.selectedOption.value);
                  setOutput(undefined);
                  setTargetId(undefined);
                  setParameter(undefined);
                }}
              />
            </FormField>
            <FormField label={DESIGNS.output}>
              <Select
                selectedOption={pick(outputOptions, output)}
                options={outputOptions}
                placeholder={source ? DESIGNS.chooseOutput : DESIGNS.chooseTemplateFirst}
                disabled={!source}
                onChange={({ detail }) => {
                  setOutput(detail.selectedOption.value);
                  setTargetId(undefined);
                  setParameter(undefined);
                }}
              />
            </FormField>
          </SpaceBetween>
          <SpaceBetween size="s">
            <Box variant="h4">{DESIGNS.to}</Box>
            <FormField label={DESIGNS.targetTemplate}>
              <Select
                selectedOption={pick(targetOptions, targetId)}
                options={targetOptions}
                placeholder={output ? DESIGNS.chooseTarget : DESIGNS.chooseOutputFirst}
                disabled={!output}
                empty={DESIGNS.noCompatible}
                onChange={({ detail }) => {
                  setTargetId(detail.selectedOption.value);
                  setParameter(undefined);
                }}
              />
            </FormField>
            <FormField label={DESIGNS.targetParameter}>
              <Select
                selectedOption={pick(parameterOptions, parameter)}
                options={parameterOptions}
                placeholder={target ? DESIGNS.chooseParameter : DESIGNS.chooseTemplateFirst}
                disabled={!target}
                onChange={({ detail }) => setParameter(detail.selectedOption.value)}
              />
            </FormField>
          </SpaceBetween>
        </div>
        {output && targets.length === 0 && <Box color="text-status-warning">{DESIGNS.noCompatible}</Box>}
        <SpaceBetween size="xs">
          <Header variant="h3" counter={`(${design.connections.length})`}>
            {DESIGNS.connections}
          </Header>
          <ConnectionsList design={design} removingId={removingId} onRemove={(id) => void remove(id)} />
        </SpaceBetween>
      </SpaceBetween>
    </Modal>
  );
}
