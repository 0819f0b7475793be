import Autosuggest from '@cloudscape-design/components/autosuggest';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import type { GenerateRequest } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { useResidency } from '../../settings/use-residency';
import { FRAMEWORK_OPTIONS, regionEntryError, studioRegionOptions } from './regions';

const WORDS = STUDIO.form;

export type Framework = NonNullable<GenerateRequest['frameworks']>[number];

/** The brief's optional region, frameworks and budget; the form keeps their values. */
export function StudioOptions({
  region,
  onRegion,
  frameworks,
  onFrameworks,
  budget,
  onBudget,
  badBudget,
}: {
  region: string | null;
  onRegion: (region: string | null) => void;
  frameworks: readonly Framework[];
  onFrameworks: (frameworks: readonly Framework[]) => void;
  budget: string;
  onBudget: (budget: string) => void;
  badBudget: boolean;
}) {
  const residency = useResidency();
  const options = studioRegionOptions(residency.phase === 'ready' ? residency.view.in_kingdom_regions : []);
  const regionError = regionEntryError(region ?? '');
  return (
    <ColumnLayout columns={3}>
      <FormField label={WORDS.region} description={WORDS.regionDescription} errorText={regionError}>
        <Autosuggest
          value={region ?? ''}
          onChange={({ detail }) => onRegion(detail.value.trim() === '' ? null : detail.value.trim())}
          options={options}
          enteredTextLabel={WORDS.regionEntered}
          filteringType="auto"
          placeholder={WORDS.regionPlaceholder}
          ariaLabel={WORDS.region}
        />
      </FormField>
      <FormField label={WORDS.frameworks} description={WORDS.frameworksDescription}>
        <Multiselect
          selectedOptions={FRAMEWORK_OPTIONS.filter((option) => frameworks.includes(option.value))}
          onChange={({ detail }) =>
            onFrameworks(detail.selectedOptions.map((option) => option.value as Framework))
          }
          options={[...FRAMEWORK_OPTIONS]}
          placeholder={WORDS.frameworksPlaceholder}
        />
      </FormField>
      <FormField label={WORDS.budget} errorText={badBudget ? WORDS.budgetInvalid : undefined}>
        <Input
          type="number"
          inputMode="decimal"
          value={budget}
          onChange={({ detail }) => onBudget(detail.value)}
          placeholder={WORDS.budgetPlaceholder}
        />
      </FormField>
    </ColumnLayout>
  );
}
