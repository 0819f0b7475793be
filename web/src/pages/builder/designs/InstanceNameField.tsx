import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { DESIGNS } from '#shared/messages/designs';

interface Props {
  value: string;
  /** what the name does, for the dialog it is in */
  description: string;
  placeholder?: string;
  problem?: string;
  disabled: boolean;
  onChange: (name: string) => void;
}

/** 'Name in the design': the prefix of a template's resources in the composed stack. */
export function InstanceNameField({ value, description, placeholder, problem, disabled, onChange }: Props) {
  return (
    <FormField label={DESIGNS.nameInDesign} description={description} errorText={problem}>
      <Input
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}
