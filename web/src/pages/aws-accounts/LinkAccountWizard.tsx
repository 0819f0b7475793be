import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_ACCOUNT_REGION } from '#shared/accounts/regions';
import { ROLE_ARN_PATTERN } from '#shared/accounts/role-arn';
import { awsAccountsLink, awsAccountsSetup, sandboxRole } from '#shared/api/endpoints/accounts';
import { COMMON } from '#shared/messages';
import { ACCOUNTS, ACCOUNTS_VIEW } from '#shared/messages/accounts';
import { BILLING } from '#shared/messages/billing';
import { ERRORS, TOASTS } from '#shared/messages/feedback';
import { ApiError, apiCall, detailOr } from '#web/api/client';
import { focusFirstField, focusFirstInvalid } from '#web/components/focus';
import { useFieldErrors } from '#web/components/use-field-errors';
import { useNotifications } from '../../notifications/NotificationsContext';
import { DeployStep } from './DeployStep';
import { LinkForm, type LinkFormValues } from './LinkForm';
import type { Setup } from './setup';
import { TemplateStep } from './TemplateStep';

const STEPS = ACCOUNTS_VIEW.steps;
const EMPTY: LinkFormValues = { alias: '', roleArn: '', region: DEFAULT_ACCOUNT_REGION };

interface Props {
  visible: boolean;
  onClose: () => void;
  onLinked: () => void;
}

/** Each field's problem, in plain words (never the pattern it is checked against). */
export function linkFormProblems(values: LinkFormValues): Partial<Record<keyof LinkFormValues, string>> {
  const errors: Partial<Record<keyof LinkFormValues, string>> = {};
  if (!values.alias.trim()) errors.alias = `${ACCOUNTS.aliasLabel} is required`;
  if (!values.roleArn.trim()) errors.roleArn = `${ACCOUNTS.roleArnLabel} is required`;
  else if (!ROLE_ARN_PATTERN.test(values.roleArn.trim())) errors.roleArn = ACCOUNTS.roleArnProblem;
  return errors;
}

/** The 3-step link wizard (spec section 4): Back and Next move; a successful submit closes it. */
export function LinkAccountWizard({ visible, onClose, onLinked }: Props) {
  const { notify } = useNotifications();
  const [step, setStep] = useState(0);
  const [setup, setSetup] = useState<Setup>();
  const [values, setValues] = useState<LinkFormValues>(EMPTY);
  const problems = linkFormProblems(values);
  const errors = useFieldErrors(problems);
  const resetErrors = errors.reset;
  const body = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [sandboxRoleArn, setSandboxRoleArn] = useState<string>();

  useEffect(() => {
    if (!visible) return;
    setStep(0);
    setValues(EMPTY);
    resetErrors();
    setSandboxRoleArn(undefined);
    apiCall(awsAccountsSetup).then(setSetup, (error) =>
      notify({ id: 'link', type: 'error', header: detailOr(error, ERRORS.linkAccount) }),
    );
  }, [visible, notify, resetErrors]);

  /** Runs one of the wizard's calls with its buttons busy; a refusal is toasted (with an upgrade link at the plan's limit). */
  const busyWith = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify({
        id: 'link',
        type: 'error',
        header: detailOr(error, ERRORS.linkAccount),
        link: upgradeLinkFor(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const createSandboxRole = () =>
    busyWith(async () => {
      const role = await apiCall(sandboxRole);
      setSandboxRoleArn(role.role_arn);
      setValues((current) => ({
        ...current,
        roleArn: role.role_arn,
        alias: current.alias || ACCOUNTS.sandbox,
      }));
    });

  const submit = async () => {
    if (!errors.attempt()) return focusFirstInvalid(body.current);
    await busyWith(async () => {
      await apiCall(awsAccountsLink, {
        body: {
          alias: values.alias.trim(),
          auth_method: 'iam_role',
          role_arn: values.roleArn.trim(),
          region: values.region,
        },
      });
      notify({ id: 'link', type: 'success', header: TOASTS.accountLinked });
      onClose();
      onLinked();
    });
  };

  const last = step === STEPS.length - 1;
  // each step opens on its first field (or link): the focus never stays on the button that moved
  // on, where the next key a keyboard user presses would press the next step's button
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step or its content changes
  useEffect(() => {
    if (visible && setup) return focusFirstField(body);
  }, [visible, step, setup]);
  return (
    <Modal
      visible={visible}
      closeAriaLabel={COMMON.close}
      onDismiss={onClose}
      size="large"
      position="top"
      header={`${ACCOUNTS.linkAwsAccount}: ${ACCOUNTS_VIEW.wizardStep(step + 1, STEPS.length, STEPS[step] ?? '')}`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {COMMON.cancel}
            </Button>
            {step > 0 && <Button onClick={() => setStep(step - 1)}>{ACCOUNTS_VIEW.back}</Button>}
            {/* keyed apart, so 'Link Account' is a new button and never inherits Next's focus */}
            {last ? (
              <Button key="link" variant="primary" loading={busy} onClick={() => void submit()}>
                {ACCOUNTS_VIEW.linkAccount}
              </Button>
            ) : (
              <Button key="next" variant="primary" disabled={!setup} onClick={() => setStep(step + 1)}>
                {ACCOUNTS_VIEW.next}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      <div ref={body}>
        {!setup ? (
          <Spinner />
        ) : step === 0 ? (
          <TemplateStep setup={setup} />
        ) : step === 1 ? (
          <DeployStep
            setup={setup}
            creatingRole={busy}
            sandboxRoleArn={sandboxRoleArn}
            onCreateSandboxRole={() => void createSandboxRole()}
          />
        ) : (
          <LinkForm values={values} onChange={setValues} errors={errors} />
        )}
      </div>
    </Modal>
  );
}

/** The plan's account limit (403) is answered with the way out: the billing page. */
function upgradeLinkFor(error: unknown) {
  return error instanceof ApiError && error.status === 403
    ? { text: BILLING.upgradeForMore, href: '/billing' }
    : undefined;
}
