import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { TemplateCard } from '#shared/api/template-schema';
import { BUILDER } from '#shared/messages';
import { DESIGNS } from '#shared/messages/designs';
import { costRange } from '../format';
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
      `${t.resource_count} resources`,
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
    <Modal
      visible
      header={DESIGNS.addTemplate}
      onDismiss={() => !adding && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={adding}>
              {DESIGNS.cancel}
            </Button>
            <Button
              variant="primary"
              loading={adding}
              disabled={!templateId || Boolean(nameProblem)}
              onClick={() => void add()}
            >
              {DESIGNS.add}
            </Button>
          </SpaceBetween>
        </Box>
      }
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
        <FormField label={DESIGNS.nameInDesign} description={DESIGNS.nameDescription} errorText={nameProblem}>
          <Input
            value={name}
            placeholder={DESIGNS.namePlaceholder}
            disabled={adding}
            onChange={({ detail }) => setName(detail.value)}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
