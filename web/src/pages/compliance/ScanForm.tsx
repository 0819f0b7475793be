import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { AwsAccountView } from '#shared/accounts/api-schemas';
import type { ScanFramework } from '#shared/api/compliance-schema';
import { COMPLIANCE, COMPLIANCE_VIEW } from '#shared/messages/compliance';
import { SETTINGS } from '#shared/messages/settings';
import { scanRegionOptions } from './region-options';

const WORDS = COMPLIANCE_VIEW.form;

export const SCAN_FRAMEWORKS: readonly { id: ScanFramework; label: string }[] = (
  ['SAMA', 'NCA-ECC', 'CITC'] as const
).map((id) => ({ id, label: WORDS.frameworks[id] }));

interface Props {
  accounts: readonly AwsAccountView[];
  accountsLoading: boolean;
  selectedAccountIds: readonly string[];
  onAccountsChange: (ids: string[]) => void;
  frameworks: readonly ScanFramework[];
  onFrameworksChange: (frameworks: ScanFramework[]) => void;
  /** the regions to narrow the scan to; empty: every region enabled in each account */
  regions: readonly string[];
  onRegionsChange: (regions: string[]) => void;
  /** regions earlier scans covered, offered beside the usual ones */
  scannedRegions: readonly string[];
  starting: boolean;
  /** a scan is running: one at a time */
  running: boolean;
  onStart: () => void;
  /** Premium's daily scans, when switched on */
  scheduled: boolean;
}

/** Pick the linked accounts (sandbox ones labelled 'Sandbox') and frameworks, and start a scan. */
export function ScanForm(props: Props) {
  const options: MultiselectProps.Option[] = props.accounts.map((a) => ({
    value: a.id,
    label: a.alias,
    description: `${a.account_number} · ${a.region}`,
    ...(a.cloud === 'sandbox' ? { labelTag: COMPLIANCE.sandbox } : {}),
  }));
  const selected = options.filter((o) => props.selectedAccountIds.includes(o.value ?? ''));
  const regionOptions = scanRegionOptions(
    props.accounts.map((a) => a.region),
    props.scannedRegions,
  );
  const toggle = (id: ScanFramework, on: boolean) =>
    props.onFrameworksChange(
      SCAN_FRAMEWORKS.map((f) => f.id).filter((f) => (f === id ? on : props.frameworks.includes(f))),
    );
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={props.scheduled ? WORDS.scheduled : WORDS.readOnly}
          actions={
            <Button
              variant="primary"
              loading={props.starting}
              // pressed before the account list arrives, the scan would start with no account chosen
              disabled={props.running || props.accountsLoading || props.frameworks.length === 0}
              onClick={props.onStart}
            >
              {props.starting ? COMPLIANCE.starting : COMPLIANCE.startScan}
            </Button>
          }
        >
          {WORDS.title}
        </Header>
      }
    >
      <ColumnLayout columns={3}>
        <FormField label={COMPLIANCE.accountsLabel}>
          <Multiselect
            deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
            options={options}
            selectedOptions={selected}
            onChange={({ detail }) =>
              props.onAccountsChange(detail.selectedOptions.map((o) => o.value ?? ''))
            }
            placeholder={WORDS.chooseAccounts}
            statusType={props.accountsLoading ? 'loading' : 'finished'}
            loadingText={WORDS.loadingAccounts}
            empty={WORDS.noAccounts}
            tokenLimit={3}
            ariaLabel={COMPLIANCE.accountsLabel}
          />
        </FormField>
        <FormField label={COMPLIANCE.frameworksLabel}>
          <SpaceBetween size="xxs">
            {SCAN_FRAMEWORKS.map((f) => (
              <Checkbox
                key={f.id}
                checked={props.frameworks.includes(f.id)}
                onChange={({ detail }) => toggle(f.id, detail.checked)}
                description={f.label}
              >
                {f.id}
              </Checkbox>
            ))}
          </SpaceBetween>
        </FormField>
        <FormField label={WORDS.regions} description={WORDS.regionsDescription}>
          <Multiselect
            deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
            options={regionOptions}
            selectedOptions={regionOptions.filter((o) => props.regions.includes(o.value))}
            onChange={({ detail }) => props.onRegionsChange(detail.selectedOptions.map((o) => o.value ?? ''))}
            placeholder={WORDS.allRegions}
            filteringType="auto"
            tokenLimit={4}
            ariaLabel={WORDS.regions}
          />
        </FormField>
      </ColumnLayout>
    </Container>
  );
}
