import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNT_REGIONS } from '#shared/accounts/regions';
import { ACCOUNTS } from '#shared/messages/accounts';
import { regionOption } from '#shared/residency/regions';
import type { FieldErrors } from '#web/components/use-field-errors';

export interface LinkFormValues {
  alias: string;
  roleArn: string;
  region: string;
}

interface Props {
  values: LinkFormValues;
  onChange: (values: LinkFormValues) => void;
  /** a field's problem shows once it was typed in or left, or the user tried to link */
  errors: FieldErrors<keyof LinkFormValues>;
}

// named with their country, as every other region picker names them ("me-south-1 - Bahrain")
const regionOptions = ACCOUNT_REGIONS.map(regionOption);

/** Step 3: the link-account form (spec section 5). */
export function LinkForm({ values, onChange, errors }: Props) {
  const change = (field: keyof LinkFormValues, value: string) => {
    errors.touch(field);
    onChange({ ...values, [field]: value });
  };
  return (
    <Form>
      <SpaceBetween size="m">
        <FormField label={ACCOUNTS.aliasLabel} errorText={errors.errorOf('alias')}>
          <Input
            value={values.alias}
            placeholder={ACCOUNTS.aliasPlaceholder}
            onBlur={() => errors.touch('alias')}
            onChange={({ detail }) => change('alias', detail.value)}
          />
        </FormField>
        <FormField label={ACCOUNTS.roleArnLabel} errorText={errors.errorOf('roleArn')}>
          <Input
            value={values.roleArn}
            placeholder={ACCOUNTS.roleArnPlaceholder}
            onBlur={() => errors.touch('roleArn')}
            onChange={({ detail }) => change('roleArn', detail.value)}
          />
        </FormField>
        <FormField label={ACCOUNTS.regionLabel}>
          <Select
            selectedOption={regionOption(values.region)}
            options={regionOptions}
            onChange={({ detail }) =>
              onChange({ ...values, region: detail.selectedOption.value ?? values.region })
            }
          />
        </FormField>
      </SpaceBetween>
    </Form>
  );
}
