import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { TemplateDetail } from '#shared/api/template-schema';
import { problemOf, subnetParameters, vpcParameter } from '#shared/catalog/parameter-values';
import { subnetTierOf } from '#shared/catalog/subnet-tier';
import { BUILDER, BUILDER_VIEW } from '#shared/messages/builder';
import { useFieldErrors } from '#web/components/use-field-errors';
import { SCORE_BADGE_COLOR, scoreBand } from '../../components/score-band';
import { existingVpcSubnets, preselectedSubnets } from './deploy-form';
import { NoParametersSummary } from './NoParametersSummary';
import { ParameterField } from './ParameterField';
import { groupParameters, isSecurityGroupParameter } from './parameter-ui';
import { useSecurityGroups, useSubnets, useVpcs } from './use-vpcs';

interface Props {
  template: TemplateDetail;
  values: Record<string, string>;
  accountId?: string;
  region: string;
  /** shown in a VPC field when no account is linked */
  noAccount: ReactNode;
  /** the resource clicked to open the panel, to say which one */
  focusResource?: string;
  /** said under the title (the designs composer names the parameters its connections feed) */
  notice?: ReactNode;
  onCancel: () => void;
  onSave: (values: Record<string, string>) => void;
}

/** 'Configure Template': a right-side slide-over over a backdrop (spec sections 2 and 4). */
export function ConfigurePanel({
  template,
  values,
  accountId,
  region,
  noAccount,
  focusResource,
  notice,
  onCancel,
  onSave,
}: Props) {
  const parameters = template.parameters ?? [];
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  useEffect(() => {
    const close = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [onCancel]);

  const vpc = vpcParameter(parameters);
  // every subnet field, each filled with the tier its resources want (public for an
  // internet-facing load balancer, private for servers)
  const subnetFields = useMemo(
    () =>
      subnetParameters(template.parameters ?? []).map((p) => ({
        name: p.name,
        tier: subnetTierOf(template.template_body, p.name),
      })),
    [template],
  );
  const subnets = subnetFields[0];
  const groupFields = parameters.filter(isSecurityGroupParameter).map((p) => p.name);
  // subnet or security-group lists without a VPC parameter: the user picks the VPC they come from
  const listField = subnets?.name ?? groupFields[0];
  const [listVpc, setListVpc] = useState('');
  const vpcId = vpc ? (draft[vpc.name] ?? '') : listVpc;
  const vpcList = useVpcs(vpc || listField ? accountId : undefined, region);
  const subnetList = useSubnets(accountId, region, vpcId);
  const groupList = useSecurityGroups(groupFields.length > 0 ? accountId : undefined, region, vpcId);
  // an existing VPC chosen: its subnets of the tier each field wants, as a created VPC's are
  const listed = subnetList.listedFor === vpcId && vpcId !== '' ? subnetList.subnets : undefined;
  useEffect(() => {
    if (!listed || listed.length === 0) return;
    setDraft((current) => {
      const next = { ...current };
      for (const field of subnetFields)
        if (!next[field.name]?.trim()) next[field.name] = existingVpcSubnets(listed, field.tier).join(',');
      return next;
    });
  }, [listed, subnetFields]);
  const clearSubnets = (values: Record<string, string>) => {
    for (const field of subnetFields) values[field.name] = '';
    for (const field of groupFields) values[field] = '';
  };
  const set = (name: string, value: string) => {
    fieldErrors.touch(name);
    setDraft((current) => {
      const next = { ...current, [name]: value };
      // clearing or changing the VPC clears the subnets and groups chosen in the old one
      if (vpc && name === vpc.name && value !== current[vpc.name]) clearSubnets(next);
      return next;
    });
  };
  const errors = Object.fromEntries(
    parameters.map((p) => [p.name, draft[p.name]?.trim() ? problemOf(p, draft[p.name]) : undefined]),
  );
  // a field's problem shows as soon as the user types in it, every one once they try to save
  const fieldErrors = useFieldErrors<string>(errors);
  const save = () => {
    // blanks may wait (Deploy asks for required values); a value CloudFormation would refuse may not
    if (!fieldErrors.attempt()) {
      // the first refused field may be below the fold of the panel
      requestAnimationFrame(() =>
        document
          .querySelector('.builder-slide-over [aria-invalid="true"]')
          ?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    onSave(draft);
  };
  const network = {
    accountId,
    region,
    vpcs: vpcList.vpcs,
    vpcsLoading: vpcList.loading,
    reloadVpcs: () => void vpcList.reload(),
    subnets: subnetList.subnets,
    subnetsLoading: subnetList.loading,
    securityGroups: groupList.groups,
    securityGroupsLoading: groupList.loading,
    ...(!vpc &&
      listField && {
        listVpc: {
          field: listField,
          vpcId: listVpc,
          onChange: (id: string) => {
            setListVpc(id);
            setDraft((current) => {
              const next = { ...current };
              clearSubnets(next);
              return next;
            });
          },
        },
      }),
    onVpcCreated: (newVpc: string, subnetIds: string[]) => {
      void vpcList.reload();
      if (!vpc) setListVpc(newVpc);
      setDraft((current) => ({
        ...current,
        ...(vpc && { [vpc.name]: newVpc }),
        ...Object.fromEntries(
          subnetFields.map((field) => [field.name, preselectedSubnets(subnetIds, field.tier).join(',')]),
        ),
      }));
    },
    noAccount,
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the panel too */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only closes the panel */}
      <div className="builder-backdrop" data-testid="configure-backdrop" onClick={onCancel} />
      <div
        className="builder-slide-over"
        role="dialog"
        aria-modal="true"
        aria-label={BUILDER.configureTemplate}
      >
        <div className="builder-slide-over-header">
          <SpaceBetween size="xs">
            <Header
              variant="h2"
              actions={
                <Button variant="icon" iconName="close" ariaLabel={BUILDER_VIEW.close} onClick={onCancel} />
              }
            >
              {BUILDER.configureTemplate}
            </Header>
            <Box variant="h3" padding="n">
              {template.name}
            </Box>
            <div className="builder-badges">
              <Badge color={SCORE_BADGE_COLOR[scoreBand(template.compliance_score)]}>
                {BUILDER.percentCompliant(template.compliance_score)}
              </Badge>
              {template.frameworks.map((framework) => (
                <Badge key={framework}>{framework}</Badge>
              ))}
            </div>
            {focusResource && <Box variant="small">Opened from resource {focusResource}</Box>}
            {notice}
          </SpaceBetween>
        </div>
        <div className="builder-slide-over-body">
          {parameters.length === 0 ? (
            <NoParametersSummary resources={template.resources} />
          ) : (
            <SpaceBetween size="l">
              {groupParameters(parameters).map(([group, members]) => (
                <section key={group} aria-label={group}>
                  <SpaceBetween size="m">
                    <Header variant="h3">{group}</Header>
                    {members.map((parameter) => (
                      <ParameterField
                        key={parameter.name}
                        parameter={parameter}
                        value={draft[parameter.name] ?? ''}
                        error={fieldErrors.errorOf(parameter.name)}
                        network={network}
                        onChange={(value) => set(parameter.name, value)}
                      />
                    ))}
                  </SpaceBetween>
                </section>
              ))}
            </SpaceBetween>
          )}
        </div>
        <div className="builder-slide-over-footer">
          <Button variant="link" onClick={onCancel}>
            {BUILDER.cancel}
          </Button>
          <Button variant="primary" onClick={save}>
            {BUILDER.saveConfiguration}
          </Button>
        </div>
      </div>
    </>
  );
}
