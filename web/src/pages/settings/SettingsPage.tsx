import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import { settingsResidencyPut } from '#shared/api/routes/settings';
import { KNOWN_REGIONS, regionLabel } from '#shared/residency/regions';
import { CLASSIFICATION_LEVELS, type ResidencyView } from '#shared/residency/settings';
import { ApiError, apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';
import { publishResidency, useResidency } from '../../settings/use-residency';
import { bodyOf, type FieldErrors, fieldOfDetail, formOf, type ResidencyForm } from './residency-form';

const regionOptions = KNOWN_REGIONS.map((value) => ({ value, label: regionLabel(value) }));
const levelOptions = CLASSIFICATION_LEVELS.map((value) => ({ value, label: value }));

function sourceText(view: ResidencyView): string {
  if (view.source === 'user') return 'These are your own settings.';
  if (view.source === 'operator')
    return `You have not saved your own settings: Sahab uses your operator's default (${view.operator_regions.join(', ')}).`;
  return 'No in-Kingdom regions are configured yet, so no design, deployment or scan can say whether data stays in the Kingdom.';
}

/** /settings: the user's data residency (which regions count as in-Kingdom, which data must stay). */
export default function SettingsPage() {
  const residency = useResidency();
  const { notify } = useNotifications();
  const [form, setForm] = useState<ResidencyForm>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const view = residency.phase === 'ready' ? residency.view : undefined;
  useEffect(() => {
    if (view && !form) setForm(formOf(view));
  }, [view, form]);

  const save = async () => {
    if (!form) return;
    const checked = bodyOf(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const saved = await apiCall(settingsResidencyPut, { body: checked.body });
      publishResidency(saved);
      setForm(formOf(saved));
      notify({ id: 'residency', type: 'success', header: 'Data residency saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.detail)
        setErrors({ [fieldOfDetail(error.detail)]: error.detail });
      else
        notify({
          id: 'residency',
          type: 'error',
          header: 'Data residency could not be saved. Please try again.',
        });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ContentLayout header={<Header variant="h1">Settings</Header>}>
      <Container
        header={
          <Header
            variant="h2"
            description="Saudi regulators ask first where data is hosted. Sahab judges every design, deployment and scan against these regions."
          >
            Data residency
          </Header>
        }
      >
        {residency.phase === 'loading' && <Spinner />}
        {residency.phase === 'failed' && (
          <Alert type="error">Your settings could not be loaded. Reload the page to try again.</Alert>
        )}
        {view && form && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Form
              actions={
                <Button variant="primary" loading={saving} formAction="submit">
                  Save
                </Button>
              }
            >
              <SpaceBetween size="l">
                <Alert type={view.source === 'none' ? 'warning' : 'info'}>{sourceText(view)}</Alert>
                <FormField
                  label="In-Kingdom regions"
                  description="Regions whose data centres are inside Saudi Arabia. me-south-1 (Bahrain) and me-central-1 (UAE) are outside the Kingdom."
                  errorText={errors.regions}
                >
                  <Multiselect
                    selectedOptions={regionOptions.filter((o) => form.known.includes(o.value))}
                    options={regionOptions}
                    filteringType="auto"
                    placeholder="Choose regions"
                    ariaLabel="In-Kingdom regions"
                    deselectAriaLabel={(option) => `Remove ${option.label}`}
                    onChange={({ detail }) =>
                      setForm({ ...form, known: detail.selectedOptions.map((o) => o.value ?? '') })
                    }
                  />
                </FormField>
                <FormField
                  label="Other region codes"
                  description="Region codes not in the list above, comma-separated (for a region AWS opens in the Kingdom)."
                  errorText={errors.other}
                >
                  <Input
                    value={form.other}
                    placeholder="e.g. me-west-1"
                    ariaLabel="Other region codes"
                    onChange={({ detail }) => setForm({ ...form, other: detail.value })}
                  />
                </FormField>
                <FormField
                  label="Data that must stay in the Kingdom"
                  description="Data stores tagged DataClassification with one of these levels, and untagged ones, must be in an in-Kingdom region."
                  errorText={errors.levels}
                >
                  <Multiselect
                    selectedOptions={levelOptions.filter((o) => form.levels.includes(o.value))}
                    options={levelOptions}
                    placeholder="Choose classification levels"
                    ariaLabel="Data that must stay in the Kingdom"
                    deselectAriaLabel={(option) => `Remove ${option.label}`}
                    onChange={({ detail }) =>
                      setForm({ ...form, levels: detail.selectedOptions.map((o) => o.value ?? '') })
                    }
                  />
                </FormField>
              </SpaceBetween>
            </Form>
          </form>
        )}
      </Container>
    </ContentLayout>
  );
}
