import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { TemplateDetail } from '#shared/api/template-schema';
import { DESIGNS } from '#shared/messages/designs';
import { ConfigurePanel } from '../ConfigurePanel';
import { labelOf } from '../parameter-ui';
import { useTemplateLoader } from '../use-templates';
import { type FullInstance, instanceValues } from './design-logic';

interface Props {
  instance: FullInstance;
  /** parameters fed by connections, each with its source ('Network.VpcId') */
  fed: ReadonlyMap<string, string>;
  accountId?: string;
  region: string;
  noAccount: ReactNode;
  focusResource?: string;
  onCancel: () => void;
  /** true when saved; false leaves the panel open with the values as typed */
  onSave: (values: Record<string, string>) => Promise<boolean>;
}

/**
 * The builder's 'Configure Template' panel for one template of a design: its own values (the
 * template's defaults otherwise); the parameters that connections feed are not asked for.
 */
export function InstanceEditor({ instance, fed, onSave, onCancel, ...panel }: Props) {
  const { load } = useTemplateLoader();
  const [detail, setDetail] = useState<TemplateDetail>();
  useEffect(() => {
    let live = true;
    void load(instance.template_id).then((loaded) => live && setDetail(loaded));
    return () => {
      live = false;
    };
  }, [instance.template_id, load]);
  // one object per instance read: the panel keeps its draft until the instance changes
  const values = useMemo(() => instanceValues(instance, panel.region), [instance, panel.region]);
  const template = useMemo(
    () =>
      detail && {
        ...detail,
        name: `${instance.name} (${detail.name})`,
        parameters: instance.parameters.filter((p) => !fed.has(p.name)),
      },
    [detail, instance, fed],
  );
  const fedList = instance.parameters.filter((p) => fed.has(p.name));

  if (!template)
    return (
      <div className="builder-slide-over" role="dialog" aria-label={DESIGNS.loadingTemplate}>
        <Box padding="l">
          <Spinner /> {DESIGNS.loadingNamed(instance.template_name)}
        </Box>
      </div>
    );
  return (
    <ConfigurePanel
      {...panel}
      template={template}
      values={values}
      notice={
        fedList.length > 0 && (
          <Box variant="small" data-testid="fed-parameters">
            {DESIGNS.setByConnections(fedList.map((p) => `${labelOf(p)} ← ${fed.get(p.name)}`).join('; '))}
          </Box>
        )
      }
      onCancel={onCancel}
      onSave={(next) => void onSave(next)}
    />
  );
}
