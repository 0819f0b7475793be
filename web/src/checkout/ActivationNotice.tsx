import { ACTIVATION } from '#shared/messages';
import { LightButton } from '../components/LightButton';
import { Notice } from '../components/Notice';
import { ACTIVATION_TIMEOUT_MS, type Activation } from './activation';

/** What the page says while a checkout's plan is being confirmed, or when it was not in time. */
export function ActivationNotice({
  activation,
  onCheckAgain,
}: {
  activation: Activation;
  onCheckAgain: () => void;
}) {
  if (activation.phase === 'waiting') {
    return (
      <Notice type="in-progress" header={ACTIVATION.waiting}>
        {ACTIVATION.waitingText}
      </Notice>
    );
  }
  if (activation.phase === 'timed-out') {
    return (
      <Notice
        type="warning"
        header={ACTIVATION.timedOutTitle}
        action={<LightButton onClick={onCheckAgain}>{ACTIVATION.checkAgain}</LightButton>}
      >
        {ACTIVATION.timedOutText(ACTIVATION_TIMEOUT_MS / 1000)}
        {activation.detail && ACTIVATION.lastCheckFailed(activation.detail)}
      </Notice>
    );
  }
  return null;
}
