import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
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
import { settingsResidencyPut } from '#shared/api/endpoints/settings';
import { SETTINGS } from '#shared/messages/settings';
import { KINGDOM_REGIONS, regionLabel } from '#shared/residency/regions';
import { CLASSIFICATION_LEVELS, type ResidencyView } from '#shared/residency/settings';
import { ApiError, apiCall } from '#web/api/client';
import { useNotifications } from '../../notifications/NotificationsContext';
import { publishResidency, useResidency } from '../../settings/use-residency';
import { NotificationSettings } from './NotificationSettings';
import { bodyOf, type FieldErrors, fieldOfDetail, formOf, type ResidencyForm } from './residency-form';

// only regions inside the Kingdom: a list of regions outside it under this title misled
const regionOptions = KINGDOM_REGIONS.map((value) => ({ value, label: regionLabel(value) }));
const levelOptions = CLASSIFICATION_LEVELS.map((value) => ({ value, label: value }));

function sourceText(view: ResidencyView): string {
  if (view.source === 'user') return SETTINGS.ownSettings;
  if (view.source === 'operator') return SETTINGS.operatorDefault(view.operator_regions.join(', '));
  return SETTINGS.noRegions;
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
      notify({ id: 'residency', type: 'success', header: SETTINGS.saved });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.detail)
        setErrors({ [fieldOfDetail(error.detail)]: error.detail });
      else
        notify({
          id: 'residency',
          type: 'error',
          header: SETTINGS.saveFailed,
        });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ContentLayout header={<Header variant="h1">{SETTINGS.title}</Header>}>
      <Container
        header={
          <Header variant="h2" description={SETTINGS.residencyDescription}>
            {SETTINGS.residency}
          </Header>
        }
      >
        {residency.phase === 'loading' && <Spinner />}
        {residency.phase === 'failed' && <Alert type="error">{SETTINGS.loadFailed}</Alert>}
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
                  {SETTINGS.save}
                </Button>
              }
            >
              <SpaceBetween size="l">
                <Alert type={view.source === 'none' ? 'warning' : 'info'}>{sourceText(view)}</Alert>
                <FormField
                  label={SETTINGS.regions}
                  description={SETTINGS.regionsDescription}
                  errorText={errors.regions}
                >
                  {regionOptions.length === 0 ? (
                    <Box data-testid="no-kingdom-region">{SETTINGS.noKingdomRegionKnown}</Box>
                  ) : (
                    <Multiselect
                      selectedOptions={regionOptions.filter((o) => form.known.includes(o.value))}
                      options={regionOptions}
                      filteringType="auto"
                      placeholder={SETTINGS.regionsPlaceholder}
                      ariaLabel={SETTINGS.regions}
                      deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
                      onChange={({ detail }) =>
                        setForm({ ...form, known: detail.selectedOptions.map((o) => o.value ?? '') })
                      }
                    />
                  )}
                </FormField>
                <FormField
                  label={SETTINGS.otherCodes}
                  description={SETTINGS.otherCodesDescription}
                  constraintText={SETTINGS.otherCodesConstraint}
                  errorText={errors.other}
                >
                  <Input
                    value={form.other}
                    placeholder={SETTINGS.otherCodesPlaceholder}
                    ariaLabel={SETTINGS.otherCodes}
                    onChange={({ detail }) => setForm({ ...form, other: detail.value })}
                  />
                </FormField>
                <FormField
                  label={SETTINGS.levels}
                  description={SETTINGS.levelsDescription}
                  errorText={errors.levels}
                >
                  <Multiselect
                    selectedOptions={levelOptions.filter((o) => form.levels.includes(o.value))}
                    options={levelOptions}
                    placeholder={SETTINGS.levelsPlaceholder}
                    ariaLabel={SETTINGS.levels}
                    deselectAriaLabel={(option) => SETTINGS.remove(option.label)}
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
      <NotificationSettings />
    </ContentLayout>
  );
}
