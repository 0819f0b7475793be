import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { DesignFull } from '#shared/api/designs';
import { labelOf } from '../parameter-ui';
import { ConnectionsList } from './ConnectionsList';
import { connectTargets } from './design-logic';
import { DESIGN_TEXTS } from './design-texts';
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
      header={DESIGN_TEXTS.connect}
      onDismiss={() => !busy && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={busy}>
              Close
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={!sourceId || !output || !targetId || !parameter}
              onClick={() => void connect()}
            >
              {DESIGN_TEXTS.connect}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <div className="design-connect-grid">
          <SpaceBetween size="s">
            <Box variant="h4">From</Box>
            <FormField label="Source template">
              <Select
                selectedOption={pick(sourceOptions, sourceId)}
                options={sourceOptions}
                placeholder="Choose the template that gives the value"
                empty="No template in this design has outputs"
                onChange={({ detail }) => {
                  setSourceId(detail.selectedOption.value);
                  setOutput(undefined);
                  setTargetId(undefined);
                  setParameter(undefined);
                }}
              />
            </FormField>
            <FormField label="Output">
              <Select
                selectedOption={pick(outputOptions, output)}
                options={outputOptions}
                placeholder={source ? 'Choose an output' : 'Choose a template first'}
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
            <Box variant="h4">To</Box>
            <FormField label="Target template">
              <Select
                selectedOption={pick(targetOptions, targetId)}
                options={targetOptions}
                placeholder={output ? 'Choose the template that takes it' : 'Choose an output first'}
                disabled={!output}
                empty={DESIGN_TEXTS.noCompatible}
                onChange={({ detail }) => {
                  setTargetId(detail.selectedOption.value);
                  setParameter(undefined);
                }}
              />
            </FormField>
            <FormField label="Target parameter">
              <Select
                selectedOption={pick(parameterOptions, parameter)}
                options={parameterOptions}
                placeholder={target ? 'Choose a parameter' : 'Choose a template first'}
                disabled={!target}
                onChange={({ detail }) => setParameter(detail.selectedOption.value)}
              />
            </FormField>
          </SpaceBetween>
        </div>
        {output && targets.length === 0 && <Box color="text-status-warning">{DESIGN_TEXTS.noCompatible}</Box>}
        <SpaceBetween size="xs">
          <Header variant="h3" counter={`(${design.connections.length})`}>
            Connections
          </Header>
          <ConnectionsList design={design} removingId={removingId} onRemove={(id) => void remove(id)} />
        </SpaceBetween>
      </SpaceBetween>
    </Modal>
  );
}
