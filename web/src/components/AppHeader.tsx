import { Link } from 'react-router';
import { FRAME, PRODUCT_NAME } from '#shared/messages';
import AuthButton from '../auth/AuthButton';
import { SahabLogo } from './SahabLogo';
import { SimulatedBadge } from './SimulatedBadge';
import { SkipLink } from './SkipLink';
import './app-header.css';

export const APP_HEADER_ID = 'sahab-header';

/** The top bar of the pricing page and the signed-in app. */
export function AppHeader({ links = true }: { links?: boolean }) {
  return (
    <header id={APP_HEADER_ID} className="sahab-header">
      <SkipLink />
      <Link to="/" className="sahab-brand" aria-label={FRAME.home(PRODUCT_NAME)}>
        <SahabLogo />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <SimulatedBadge />
      <nav className="sahab-header-links" aria-label={FRAME.header.label}>
        {links && (
          <>
            <Link to="/pricing">{FRAME.header.pricing}</Link>
            <Link to="/app">{FRAME.header.dashboard}</Link>
            <Link to="/settings">{FRAME.header.settings}</Link>
          </>
        )}
      </nav>
      <div className="sahab-header-auth">
        <AuthButton />
      </div>
    </header>
  );
}
