import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ACCOUNT_REGIONS } from '#shared/accounts/regions';
import { ACCOUNTS } from '#shared/messages';

export interface LinkFormValues {
  alias: string;
  roleArn: string;
  region: string;
}

interface Props {
  values: LinkFormValues;
  onChange: (values: LinkFormValues) => void;
  /** shown under a field once the user tried to submit */
  errors: Partial<Record<keyof LinkFormValues, string>>;
}

const regionOptions = ACCOUNT_REGIONS.map((region) => ({ value: region, label: region }));

/** Step 3: the link-account form (spec section 5). */
export function LinkForm({ values, onChange, errors }: Props) {
  return (
    <Form>
      <SpaceBetween size="m">
        <FormField label={ACCOUNTS.aliasLabel} errorText={errors.alias}>
          <Input
            value={values.alias}
            placeholder={ACCOUNTS.aliasPlaceholder}
            onChange={({ detail }) => onChange({ ...values, alias: detail.value })}
          />
        </FormField>
        <FormField label={ACCOUNTS.roleArnLabel} errorText={errors.roleArn}>
          <Input
            value={values.roleArn}
            placeholder={ACCOUNTS.roleArnPlaceholder}
            onChange={({ detail }) => onChange({ ...values, roleArn: detail.value })}
          />
        </FormField>
        <FormField label={ACCOUNTS.regionLabel}>
          <Select
            selectedOption={{ value: values.region, label: values.region }}
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
