import { useState } from 'react';
import { DESIGNS } from '#shared/messages/designs';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { InstanceNameField } from './InstanceNameField';
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
    <ConfirmModal
      visible
      header={DESIGNS.renameTitle(current)}
      confirmLabel={DESIGNS.rename}
      busy={saving}
      disabled={Boolean(problem)}
      onCancel={onClose}
      onConfirm={() => void save()}
    >
      <InstanceNameField
        value={name}
        description={DESIGNS.renameDescription}
        problem={problem}
        disabled={saving}
        onChange={setName}
      />
    </ConfirmModal>
  );
}
