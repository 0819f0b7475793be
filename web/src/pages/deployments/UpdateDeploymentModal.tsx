import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useState } from 'react';
import type { ChangeRequest, DeploymentChangeSet, UpdateOptions } from '#shared/api/deployment-changes';
import type { DeploymentSummary } from '#shared/api/deployments';
import {
  deploymentsChangeSetCreate,
  deploymentsChangeSetDelete,
  deploymentsChangeSetExecute,
  deploymentsUpdateOptions,
} from '#shared/api/endpoints/deployments';
import type { TemplateParameter } from '#shared/catalog/types';
import { COMMON } from '#shared/messages';
import { DEPLOYMENT_CHANGES as TEXT } from '#shared/messages/deployments';
import { apiCall, detailOr } from '#web/api/client';
import { ChangeSetTable } from './ChangeSetTable';
import { fieldProblems, formParameters, startingValues } from './update-form';

interface Props {
  deployment: DeploymentSummary | undefined;
  onClose: () => void;
  /** the update is executing: the page follows it live */
  onStarted: (deploymentId: string, status: string) => void;
}

/**
 * Update a deployment: new values (checked on each field as the builder does) and/or the newest
 * version of its source, then the change set CloudFormation works out, reviewed before it runs:
 * applied, or cancelled (the change set deleted).
 */
export function UpdateDeploymentModal({ deployment, onClose, onStarted }: Props) {
  const [options, setOptions] = useState<UpdateOptions>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [latest, setLatest] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [review, setReview] = useState<DeploymentChangeSet>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const id = deployment?.deployment_id;

  useEffect(() => {
    setOptions(undefined);
    setReview(undefined);
    setError(undefined);
    setShowProblems(false);
    setLatest(false);
    if (!id) return;
    let current = true;
    apiCall(deploymentsUpdateOptions, { params: { id } })
      .then((answer) => {
        if (!current) return;
        setOptions(answer);
        setValues(startingValues(answer, answer.parameters));
      })
      .catch((e: unknown) => current && setError(detailOr(e, TEXT.loadingOptions)));
    return () => {
      current = false;
    };
  }, [id]);

  const fields = options ? formParameters(options, latest) : [];
  const problems = fieldProblems(fields, values);
  const request = (): ChangeRequest => ({
    // only the fields shown: a parameter the newest version dropped is not sent
    parameter_values: Object.fromEntries(fields.map((p) => [p.name, values[p.name] ?? ''])),
    ...(latest && { use_latest_source: true }),
  });
  const chooseLatest = (checked: boolean) => {
    setLatest(checked);
    setShowProblems(false);
    // a newer version's own parameters start from their defaults; typed values are kept
    if (options) setValues((typed) => startingValues(options, formParameters(options, checked), typed));
  };

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (e) {
      setError(detailOr(e, TEXT.updateFailed));
    } finally {
      setBusy(false);
    }
  };
  const preview = () => {
    setShowProblems(true);
    if (!id || Object.keys(problems).length > 0) return;
    void run(async () =>
      setReview(await apiCall(deploymentsChangeSetCreate, { params: { id }, body: request() })),
    );
  };
  const apply = () =>
    id &&
    review &&
    void run(async () => {
      const answer = await apiCall(deploymentsChangeSetExecute, {
        params: { id, name: review.change_set_name },
        body: request(),
      });
      onStarted(answer.deployment_id, answer.status);
    });
  const cancel = () => {
    if (!id || !review) return onClose();
    void run(async () => {
      await apiCall(deploymentsChangeSetDelete, { params: { id, name: review.change_set_name } });
      onClose();
    });
  };

  return (
    <Modal
      visible={deployment !== undefined}
      size="large"
      header={deployment ? TEXT.updateTitle(deployment.stack_name) : ''}
      closeAriaLabel={COMMON.close}
      onDismiss={() => !busy && (review ? cancel() : onClose())}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            {review ? (
              <>
                <Button variant="link" onClick={cancel} disabled={busy}>
                  {TEXT.cancelChangeSet}
                </Button>
                <Button variant="primary" loading={busy} onClick={apply}>
                  {TEXT.apply}
                </Button>
              </>
            ) : (
              <>
                <Button variant="link" onClick={onClose} disabled={busy}>
                  {COMMON.cancel}
                </Button>
                <Button variant="primary" loading={busy} disabled={!options} onClick={preview}>
                  {TEXT.reviewChanges}
                </Button>
              </>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        {error && (
          <Alert type="error" data-testid="update-error">
            {error}
          </Alert>
        )}
        {review && deployment ? (
          <SpaceBetween size="m">
            <Box variant="p">{TEXT.reviewIntro(deployment.stack_name)}</Box>
            <KeyValuePairs
              columns={2}
              items={[
                { label: TEXT.scoreBefore, value: String(review.score_before ?? '-') },
                { label: TEXT.scoreAfter, value: String(review.score_after ?? '-') },
              ]}
            />
            <ChangeSetTable changes={review.changes} />
          </SpaceBetween>
        ) : !options ? (
          !error && (
            <Box>
              <Spinner /> {TEXT.loadingOptions}
            </Box>
          )
        ) : (
          <SpaceBetween size="m">
            <Box variant="p">{TEXT.updateIntro}</Box>
            {options.source &&
              (options.source.newer_version ? (
                <Checkbox checked={latest} onChange={({ detail }) => chooseLatest(detail.checked)}>
                  {TEXT.latestSource(TEXT.sourceKinds[options.source.kind] ?? '', options.source.name)}{' '}
                  {TEXT.latestSourceNote}
                </Checkbox>
              ) : (
                <Box color="text-body-secondary">
                  {TEXT.upToDate(TEXT.sourceKinds[options.source.kind] ?? '', options.source.name)}
                </Box>
              ))}
            {fields.length === 0 && <Box>{TEXT.noParameters}</Box>}
            {fields.map((parameter) => (
              <ValueField
                key={parameter.name}
                parameter={parameter}
                value={values[parameter.name] ?? ''}
                error={showProblems ? problems[parameter.name] : undefined}
                onChange={(value) => setValues((current) => ({ ...current, [parameter.name]: value }))}
              />
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Modal>
  );
}

function ValueField(props: {
  parameter: TemplateParameter;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { parameter: p, value, error, onChange } = props;
  return (
    <FormField
      label={p.label}
      description={p.description ?? undefined}
      errorText={error}
      constraintText={
        p.default_value !== null && !p.allowed_values ? TEXT.defaultValue(p.default_value) : undefined
      }
    >
      {p.allowed_values ? (
        <Select
          selectedOption={value ? { value, label: value } : null}
          options={p.allowed_values.map((v) => ({ value: v, label: v }))}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
          ariaLabel={p.label}
        />
      ) : (
        <Input
          value={value}
          placeholder={p.default_value ?? undefined}
          onChange={({ detail }) => onChange(detail.value)}
          ariaLabel={p.label}
          invalid={error !== undefined}
        />
      )}
    </FormField>
  );
}
