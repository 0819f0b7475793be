import type { ReactNode } from 'react';
import type { NotificationType } from '../notifications/NotificationsContext';
import './notice.css';
import { COMMON } from '#shared/messages';

interface Props {
  type: NotificationType;
  header: string;
  children?: ReactNode;
  /** shows a dismiss button */
  onDismiss?: () => void;
  /** a button or link under the text */
  action?: ReactNode;
}

/**
 * A message box drawn like Cloudscape's flash message, for the public pages and gate screens.
 * Errors and warnings are alerts (read out at once); the others are polite status updates.
 */
export function Notice({ type, header, children, onDismiss, action }: Props) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`sahab-notice sahab-notice--${type}`} role={urgent ? 'alert' : 'status'}>
      {type === 'in-progress' ? (
        <span className="sahab-spinner sahab-notice__icon" aria-hidden="true" />
      ) : (
        <NoticeIcon type={type} />
      )}
      <div className="sahab-notice__body">
        <p className="sahab-notice__header">{header}</p>
        {children && <p className="sahab-notice__content">{children}</p>}
        {action && <div className="sahab-notice__action">{action}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          className="sahab-notice__dismiss"
          aria-label={COMMON.dismiss}
          onClick={onDismiss}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

const ICON_PATHS: Record<Exclude<NotificationType, 'in-progress'>, string> = {
  success: 'm4 8.5 2.5 2.5L12 5.5',
  info: 'M8 7v4.5M8 4.5v.5',
  warning: 'M8 4.5v4M8 11v.5',
  error: 'm5.5 5.5 5 5m0-5-5 5',
};

function NoticeIcon({ type }: { type: Exclude<NotificationType, 'in-progress'> }) {
  return (
    <svg className="sahab-notice__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path
        d={ICON_PATHS[type]}
        className="sahab-notice__mark"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
