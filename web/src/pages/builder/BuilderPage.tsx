import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TemplateCard, TemplateDetail } from '#shared/api/template-schema';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { TOASTS, VALIDATION } from '#shared/messages/feedback';
import { DEPLOY_REGIONS } from '#shared/messages/regions';
import { useNotifications } from '../../notifications/NotificationsContext';
import { BuilderTopBar } from './BuilderTopBar';
import { DiagramView } from './DiagramView';
import { defaultStackName, deployRegion } from './deploy-form';
import { newDesignId } from './designs/design-logic';
import { MyDesigns } from './designs/MyDesigns';
import { initialValues, missingRequired } from './parameter-ui';
import { ResourceList } from './ResourceList';
import { TemplateGallery } from './TemplateGallery';
import { useDeployAccounts } from './use-deploy-accounts';
import { useTemplateLoader, useTemplates } from './use-templates';
import './builder.css';

// What opens on a click or from the address (a template's findings and dialogs, the designs
// composer, the import dialog) loads then, not with the gallery. The configure panel and the deploy
// dialog bring the YAML parser (a subnet field's tier is read from the template body).
const ConfigurePanel = lazy(() => import('./ConfigurePanel').then((m) => ({ default: m.ConfigurePanel })));
const DeployDialog = lazy(() => import('./DeployDialog').then((m) => ({ default: m.DeployDialog })));
const AddToDesignDialog = lazy(() =>
  import('./designs/AddToDesignDialog').then((m) => ({ default: m.AddToDesignDialog })),
);
const DesignView = lazy(() => import('./designs/DesignView').then((m) => ({ default: m.DesignView })));
const ImportTemplateDialog = lazy(() =>
  import('./import/ImportTemplateDialog').then((m) => ({ default: m.ImportTemplateDialog })),
);
const TemplateFindings = lazy(() =>
  import('./import/TemplateFindings').then((m) => ({ default: m.TemplateFindings })),
);

/** /builder: the gallery, then a template's diagram, configure panel and deploy dialog (spec sections 2, 4, 5). */
export default function BuilderPage() {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { templates, loading, reload } = useTemplates();
  const [importing, setImporting] = useState(false);
  const { load, loadingId } = useTemplateLoader();
  const [template, setTemplate] = useState<TemplateDetail>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [panel, setPanel] = useState<{ resource?: string }>();
  const [deployOpen, setDeployOpen] = useState(false);
  const [regionChoice, setRegion] = useState<string>();
  const [accountChoice, setAccountChoice] = useState<string>();
  const [stackName, setStackName] = useState('');
  const { accounts } = useDeployAccounts(Boolean(template));
  const accountId = accountChoice ?? accounts[0]?.id ?? '';
  const region = deployRegion(
    regionChoice,
    accounts.find((a) => a.id === accountId),
    DEPLOY_REGIONS[0].value,
  );

  // The open template lives in the address ('?template=<id or slug>'): opening a card is a new
  // history entry, so the browser's Back returns to the gallery, and a link (the studio's 'Prepare
  // deployment') or a reload opens it straight away.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTemplate = searchParams.get('template');
  // '?design=<id>': the designs composer; the address keeps it across a reload
  const designId = searchParams.get('design');
  const [addingToDesign, setAddingToDesign] = useState(false);
  const open = (card: Pick<TemplateCard, 'template_id'>) => setSearchParams({ template: card.template_id });
  const openDesign = (id: string) => {
    setAddingToDesign(false);
    setSearchParams({ design: id });
  };
  const requested = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only; region seeds the values once
  useEffect(() => {
    if (requested.current === linkedTemplate) return;
    requested.current = linkedTemplate;
    setPanel(undefined);
    if (!linkedTemplate) {
      setTemplate(undefined);
      setValues({});
      return;
    }
    void load(linkedTemplate).then((detail) => {
      if (requested.current !== linkedTemplate) return;
      // a template that cannot be loaded (removed, mistyped) leaves the gallery on screen
      if (!detail) return setSearchParams({}, { replace: true });
      setTemplate(detail);
      setValues(initialValues(detail.parameters ?? [], region));
      // the template view opens at its top, not where the gallery was scrolled to
      window.scrollTo({ top: 0 });
    });
  }, [linkedTemplate]);
  const back = () => {
    if (!template) return void navigate('/');
    setSearchParams({});
  };
  const missing = template ? missingRequired(template.slug, template.parameters ?? [], values) : [];
  const deploy = () => {
    if (!template) return;
    if (missing.length > 0) {
      // the same id as 'Configuration updated', which replaces this complaint once values are saved
      notify({ id: 'configure', type: 'error', header: VALIDATION.configureRequired(missing.join(', ')) });
      return setPanel({});
    }
    setStackName(defaultStackName(template.slug, new Date()));
    setDeployOpen(true);
  };
  const save = (next: Record<string, string>) => {
    setValues(next);
    setPanel(undefined);
    notify({ id: 'configure', type: 'success', header: TOASTS.configurationUpdated });
  };
  const closePanel = useCallback(() => setPanel(undefined), []);
  const noAccount = (
    <SpaceBetween size="xs">
      <span>{BUILDER.noAccountsLinked}</span>
      <Button onClick={() => void navigate('/aws-accounts')}>{BUILDER.linkAwsAccount}</Button>
    </SpaceBetween>
  );

  if (designId)
    return (
      <Suspense fallback={<Spinner size="large" />}>
        <DesignView
          key={designId}
          designId={designId}
          region={region}
          onRegionChange={setRegion}
          templates={templates}
          templatesLoading={loading}
          onBack={() => setSearchParams({})}
        />
      </Suspense>
    );

  return (
    <ContentLayout
      header={
        <BuilderTopBar
          template={template}
          configured={Boolean(template) && missing.length === 0}
          onBack={back}
          onConfigure={() => setPanel({})}
          onAddToDesign={() => setAddingToDesign(true)}
          onDeploy={deploy}
        />
      }
    >
      {template ? (
        <Grid
          gridDefinition={[
            { colspan: { default: 12, xl: 8 } },
            { colspan: { default: 12, xl: 4 } },
            { colspan: { default: 12 } },
          ]}
        >
          <DiagramView template={template} onResourceClick={(resource) => setPanel({ resource })} />
          <ResourceList template={template} onResourceClick={(resource) => setPanel({ resource })} />
          {template.imported && (
            <Suspense fallback={null}>
              <TemplateFindings
                template={template}
                region={region}
                onFixed={() =>
                  void load(template.template_id).then((detail) => detail && setTemplate(detail))
                }
              />
            </Suspense>
          )}
        </Grid>
      ) : (
        <SpaceBetween size="xl">
          <Button iconName="upload" onClick={() => setImporting(true)}>
            {BUILDER_VIEW.importTemplate}
          </Button>
          <MyDesigns onOpen={openDesign} onNew={() => openDesign(newDesignId())} />
          <TemplateGallery
            templates={templates}
            loading={loading}
            openingId={loadingId}
            onOpen={(card) => void open(card)}
            titled
          />
        </SpaceBetween>
      )}
      <Suspense fallback={null}>
        {template && panel && (
          <ConfigurePanel
            template={template}
            values={values}
            accountId={accountId || undefined}
            region={region}
            noAccount={noAccount}
            focusResource={panel.resource}
            onCancel={closePanel}
            onSave={save}
          />
        )}
        {importing && (
          <ImportTemplateDialog
            onClose={() => setImporting(false)}
            onImported={(templateId) => {
              setImporting(false);
              reload();
              void open({ template_id: templateId });
            }}
          />
        )}
        {template && addingToDesign && (
          <AddToDesignDialog
            template={template}
            values={values}
            onClose={() => setAddingToDesign(false)}
            onAdded={openDesign}
          />
        )}
        {template && deployOpen && (
          <DeployDialog
            template={template}
            values={values}
            accounts={accounts}
            accountId={accountId}
            region={region}
            stackName={stackName}
            onAccountChange={setAccountChoice}
            onRegionChange={setRegion}
            onStackNameChange={setStackName}
            onValuesChange={setValues}
            onClose={() => setDeployOpen(false)}
          />
        )}
      </Suspense>
    </ContentLayout>
  );
}
