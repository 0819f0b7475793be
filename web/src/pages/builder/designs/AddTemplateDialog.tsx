import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TemplateCard } from '#shared/api/template-schema';
import { BUILDER } from '#shared/messages/builder';
import { DESIGNS } from '#shared/messages/designs';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { costRange } from '../format';
import { InstanceNameField } from './InstanceNameField';
import { instanceNameProblem } from './instance-name';

interface Props {
  templates: TemplateCard[];
  loading: boolean;
  /** true when added; false keeps the dialog open with the choice as it was */
  onAdd: (templateId: string, name: string | undefined) => Promise<boolean>;
  onClose: () => void;
}

/** Picks a template from the catalog (or 'My templates') to add to the open design. */
export function AddTemplateDialog({ templates, loading, onAdd, onClose }: Props) {
  const [templateId, setTemplateId] = useState<string>();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const nameProblem = instanceNameProblem(name);
  const options = templates.map((t) => ({
    value: t.template_id,
    label: t.name,
    description: t.description,
    tags: [
      DESIGNS.resourceCount(t.resource_count),
      costRange(t.estimated_monthly_cost_min, t.estimated_monthly_cost_max),
    ],
  }));
  const add = async () => {
    if (!templateId || nameProblem) return;
    setAdding(true);
    if (await onAdd(templateId, name.trim() || undefined)) onClose();
    else setAdding(false);
  };
  return (
    <ConfirmModal
      visible
      header={DESIGNS.addTemplate}
      confirmLabel={DESIGNS.add}
      busy={adding}
      disabled={!templateId || Boolean(nameProblem)}
      onCancel={onClose}
      onConfirm={() => void add()}
    >
      <SpaceBetween size="m">
        <FormField label={DESIGNS.template}>
          <Select
            selectedOption={options.find((o) => o.value === templateId) ?? null}
            options={options}
            placeholder={DESIGNS.chooseTemplate}
            statusType={loading ? 'loading' : 'finished'}
            loadingText={BUILDER.loadingTemplates}
            empty={BUILDER.noTemplates}
            filteringType="auto"
            disabled={adding}
            onChange={({ detail }) => setTemplateId(detail.selectedOption.value)}
          />
        </FormField>
        <InstanceNameField
          value={name}
          description={DESIGNS.nameDescription}
          placeholder={DESIGNS.namePlaceholder}
          problem={nameProblem}
          disabled={adding}
          onChange={setName}
        />
      </SpaceBetween>
    </ConfirmModal>
  );
}
