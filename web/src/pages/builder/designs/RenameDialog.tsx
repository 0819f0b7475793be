import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { DESIGNS } from '#shared/messages/designs';
import { instanceNameProblem } from './instance-name';

interface Props {
  current: string;
  /** true when the new name was saved; false keeps the dialog open with what was typed */
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Renames a template in the design (its resources in the composed stack are prefixed with it). */
export function RenameDialog({ current, onSave, onClose }: Props) {
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);
  const problem = name.trim() === '' ? DESIGNS.nameNeeded : instanceNameProblem(name);
  const save = async () => {
    if (problem) return;
    setSaving(true);
    if (await onSave(name.trim())) onClose();
    else setSaving(false);
  };
  return (
    <Modal
      visible
      header={DESIGNS.renameTitle(current)}
      onDismiss={() => !saving && onClose()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose} disabled={saving}>
              {DESIGNS.cancel}
            </Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={Boolean(problem)}
              onClick={() => void save()}
            >
              {DESIGNS.rename}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <FormField label={DESIGNS.nameInDesign} description={DESIGNS.renameDescription} errorText={problem}>
        <Input value={name} disabled={saving} onChange={({ detail }) => setName(detail.value)} />
      </FormField>
    </Modal>
  );
}
