import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import type { GenerateRequest } from '#shared/api/sessions';
import { STUDIO } from '#shared/messages/studio';
import { FRAMEWORK_OPTIONS, STUDIO_REGIONS } from './regions';

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
  return (
    <ColumnLayout columns={3}>
      <FormField label={WORDS.region} description={WORDS.regionDescription}>
        <Select
          selectedOption={STUDIO_REGIONS.find((option) => option.value === region) ?? null}
          onChange={({ detail }) => onRegion(detail.selectedOption.value ?? null)}
          options={[...STUDIO_REGIONS]}
          placeholder={WORDS.regionPlaceholder}
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
