import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { ACCOUNTS, DEPLOY_REGIONS, ERRORS } from '#shared/messages';
import { regionOption } from '#shared/residency/regions';
import { ApiError } from '#web/api/client';
import type { FieldErrors } from '#web/components/use-field-errors';
import { ResidencyNotice } from '../../components/ResidencyNotice';
import type { DeployField } from './deploy-form';

interface Props {
  accounts: AwsAccountView[];
  accountId: string;
  region: string;
  stackName: string;
  disabled: boolean;
  onAccountChange: (accountId: string) => void;
  onRegionChange: (region: string) => void;
  onStackNameChange: (stackName: string) => void;
  /** the dialog's field errors: the account's and the stack name's show here */
  errors: FieldErrors<DeployField>;
}

/** The spec's redirect delay after a started deployment (section 9). */
export const REDIRECT_MS = 1000;

/** Deploy failure (spec section 8): the server's detail, else the error's message, else the fallback. */
export function deployFailure(error: unknown): string {
  if (error instanceof ApiError) return error.detail || ERRORS.deploymentFailed;
  return error instanceof Error && error.message ? error.message : ERRORS.deploymentFailed;
}

const accountOption = (a: AwsAccountView) => ({
  value: a.id,
  label: a.alias,
  description: `${a.account_number} · ${a.region}`,
  ...(a.cloud === 'sandbox' && { labelTag: ACCOUNTS.sandbox }),
});

// 'me-south-1 - Bahrain': every region picker names the country from one table
const regionOptions = DEPLOY_REGIONS.map((r) => regionOption(r.value));

/** Where a deployment goes: the account, the region and the stack's name (every deploy dialog). */
export function DeployTargetFields(props: Props) {
  const { accounts, accountId, region, stackName, disabled, errors } = props;
  return (
    <SpaceBetween size="m">
      <FormField label="AWS account" errorText={errors.errorOf('account')}>
        <Select
          selectedOption={accounts.map(accountOption).find((o) => o.value === accountId) ?? null}
          options={accounts.map(accountOption)}
          placeholder="Choose an account"
          triggerVariant="option"
          disabled={disabled}
          onBlur={() => errors.touch('account')}
          onChange={({ detail }) => props.onAccountChange(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <FormField label="Region">
        <Select
          selectedOption={regionOptions.find((o) => o.value === region) ?? null}
          options={regionOptions}
          disabled={disabled}
          onChange={({ detail }) =>
            props.onRegionChange(detail.selectedOption.value ?? DEPLOY_REGIONS[0].value)
          }
        />
      </FormField>
      <ResidencyNotice region={region} />
      <FormField
        label="Stack name"
        constraintText="Letters, digits and hyphens, starting with a letter."
        errorText={errors.errorOf('stackName')}
      >
        <Input
          value={stackName}
          disabled={disabled}
          onBlur={() => errors.touch('stackName')}
          onChange={({ detail }) => {
            errors.touch('stackName');
            props.onStackNameChange(detail.value);
          }}
        />
      </FormField>
    </SpaceBetween>
  );
}
