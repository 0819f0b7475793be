import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHydrated } from './use-hydrated';
import './light-button.css';

type Variant = 'primary' | 'normal';
type IconName = 'arrow-right' | 'arrow-left' | 'warning';

interface CommonProps {
  variant?: Variant;
  icon?: IconName;
  iconAlign?: 'left' | 'right';
  /** stretch to the container's width */
  fullWidth?: boolean;
  children: ReactNode;
}

type LightButtonProps = CommonProps &
  (
    | { to: string; onClick?: never; loading?: never; disabled?: never; ariaLabel?: never }
    | { to?: never; onClick?: () => void; loading?: boolean; disabled?: boolean; ariaLabel?: string }
  );

/**
 * A button (or link, with `to`) drawn like Cloudscape's, for the public pages. Cloudscape's own
 * Button pulls about 85 kB (gzip) of shared internals into the first download of the landing
 * page; the signed-in app still uses the real components.
 */
export function LightButton(props: LightButtonProps) {
  // A pre-rendered page's buttons wait, disabled, for the code that makes them work.
  const hydrated = useHydrated();
  const { variant = 'normal', icon, iconAlign = 'left', fullWidth, children } = props;
  const className = `sahab-btn sahab-btn--${variant}${fullWidth ? ' sahab-btn--full' : ''}`;
  const content = (
    <>
      {props.loading && <span className="sahab-btn__spinner" aria-hidden="true" />}
      {icon && iconAlign === 'left' && !props.loading && <ButtonIcon name={icon} />}
      <span>{children}</span>
      {icon && iconAlign === 'right' && <ButtonIcon name={icon} />}
    </>
  );
  if (props.to !== undefined) {
    return (
      <Link to={props.to} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={props.onClick}
      disabled={props.disabled || props.loading || !hydrated}
      aria-label={props.ariaLabel}
      aria-busy={props.loading || undefined}
    >
      {content}
    </button>
  );
}

const PATHS: Record<IconName, string> = {
  'arrow-right': 'M2 8h11M9 4l4 4-4 4',
  'arrow-left': 'M14 8H3M7 4 3 8l4 4',
  warning: 'M8 1.5 15 14H1L8 1.5ZM8 6v4M8 11.5v.5',
};

function ButtonIcon({ name }: { name: IconName }) {
  return (
    <svg
      className="sahab-btn__icon"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
