import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import { ACCOUNTS } from '#shared/messages/accounts';
import { BUILDER_VIEW } from '#shared/messages/builder';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { regionOption } from '#shared/residency/regions';
import type { FieldErrors } from '#web/components/use-field-errors';
import { ResidencyNotice } from '../../components/ResidencyNotice';
import { type DeployField, deployRegionChoices } from './deploy-form';

/** Where a stack goes, as every deploy dialog holds it for these fields. */
export interface DeployTarget {
  accounts: AwsAccountView[];
  accountId: string;
  region: string;
  stackName: string;
  onAccountChange: (accountId: string) => void;
  onRegionChange: (region: string) => void;
  onStackNameChange: (stackName: string) => void;
}

interface Props extends DeployTarget {
  disabled: boolean;
  /** the dialog's field errors: the account's and the stack name's show here */
  errors: FieldErrors<DeployField>;
}

const accountOption = (a: AwsAccountView) => ({
  value: a.id,
  label: a.alias,
  description: `${a.account_number} · ${a.region}`,
  ...(a.cloud === 'sandbox' && { labelTag: ACCOUNTS.sandbox }),
});

const USUAL_REGIONS = DEPLOY_REGIONS.map((r) => r.value);

/** Where a deployment goes: the account, the region and the stack's name (every deploy dialog). */
export function DeployTargetFields(props: Props) {
  const { accounts, accountId, region, stackName, disabled, errors } = props;
  // 'me-south-1 - Bahrain': every region picker names the country from one table; the account's
  // own default region is offered (and chosen until the user picks another) even when unusual
  const regionOptions = deployRegionChoices(
    USUAL_REGIONS,
    accounts.find((a) => a.id === accountId)?.region,
  ).map(regionOption);
  return (
    <SpaceBetween size="m">
      <FormField label={BUILDER_VIEW.account} errorText={errors.errorOf('account')}>
        <Select
          selectedOption={accounts.map(accountOption).find((o) => o.value === accountId) ?? null}
          options={accounts.map(accountOption)}
          placeholder={BUILDER_VIEW.chooseAccount}
          triggerVariant="option"
          disabled={disabled}
          onBlur={() => errors.touch('account')}
          onChange={({ detail }) => props.onAccountChange(detail.selectedOption.value ?? '')}
        />
      </FormField>
      <FormField label={BUILDER_VIEW.region}>
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
        label={BUILDER_VIEW.stackName}
        constraintText={BUILDER_VIEW.stackNameRule}
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
