import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { templateInstancesCreate } from '#shared/api/endpoints/designs';
import type { TemplateDetail } from '#shared/api/template-schema';
import { DESIGNS } from '#shared/messages/designs';
import { apiCall, detailOr } from '#web/api/client';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { useNotifications } from '../../../notifications/NotificationsContext';
import { newDesignId } from './design-logic';
import { InstanceNameField } from './InstanceNameField';
import { filledValues, instanceNameProblem } from './instance-name';
import { useDesigns } from './use-designs';

interface Props {
  template: TemplateDetail;
  /** the values configured so far: they go into the design with the template */
  values: Record<string, string>;
  onClose: () => void;
  onAdded: (designId: string) => void;
}

const NEW = 'new';

/** 'Add to design' from a template's diagram: into one of the user's designs or a new one. */
export function AddToDesignDialog({ template, values, onClose, onAdded }: Props) {
  const { notify } = useNotifications();
  const { designs, phase } = useDesigns();
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const nameProblem = instanceNameProblem(name);

  const add = async () => {
    if (nameProblem) return;
    setAdding(true);
    const designId = choice === NEW ? newDesignId() : choice;
    try {
      await apiCall(templateInstancesCreate, {
        query: { design_id: designId },
        body: {
          template_id: template.template_id,
          ...(name.trim() && { name: name.trim() }),
          parameter_values: filledValues(values),
        },
      });
      notify({ id: 'design-change', type: 'success', header: DESIGNS.added(template.name) });
      onAdded(designId);
    } catch (error) {
      // the dialog stays open with the choice and the name as they were
      notify({ id: 'design-change', type: 'error', header: detailOr(error, DESIGNS.addFailed) });
      setAdding(false);
    }
  };

  const items = [
    { value: NEW, label: DESIGNS.aNewDesign },
    ...designs.map((d) => ({
      value: d.design_id,
      label: d.name,
      description: DESIGNS.templateCount(d.instance_count),
    })),
  ];
  return (
    <ConfirmModal
      visible
      header={DESIGNS.addToNamed(template.name)}
      confirmLabel={DESIGNS.addToDesign}
      busy={adding}
      disabled={Boolean(nameProblem)}
      onCancel={onClose}
      onConfirm={() => void add()}
    >
      <SpaceBetween size="m">
        <FormField label={DESIGNS.design}>
          {phase === 'loading' ? (
            <Box>
              <Spinner /> {DESIGNS.loadingDesigns}
            </Box>
          ) : (
            <RadioGroup value={choice} items={items} onChange={({ detail }) => setChoice(detail.value)} />
          )}
          {phase === 'failed' && <Box color="text-status-error">{DESIGNS.designsFailed}</Box>}
        </FormField>
        <InstanceNameField
          value={name}
          description={DESIGNS.nameDescription}
          placeholder={DESIGNS.databasePlaceholder}
          problem={nameProblem}
          disabled={adding}
          onChange={setName}
        />
      </SpaceBetween>
    </ConfirmModal>
  );
}
