import Button from '@cloudscape-design/components/button';
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useNavigate } from 'react-router';
import { AUTH } from '../../../shared/messages';
import { hasActiveSubscription } from '../subscription/subscription-status';
import { useSubscription } from '../subscription/useSubscription';
import { initials } from './initials';
import { useAuthContext } from './useAuthContext';

const IDENTITY_ITEM = 'identity';

/** The first menu row says who is signed in; it is information, not an action. */
const renderIdentity: ButtonDropdownProps.ItemRenderer = ({ item }) => {
  if (item.type !== 'action' || item.option.id !== IDENTITY_ITEM) return null;
  return (
    <div className="sahab-menu-identity">
      <span className="sahab-menu-username">{item.option.text}</span>
      {item.option.secondaryText && <span className="sahab-menu-email">{item.option.secondaryText}</span>}
    </div>
  );
};

/**
 * The sign-in control (spec section 2): loading, error with retry, 'Sign In', or the signed-in
 * avatar whose menu leads to the dashboard (subscribed) or to pricing (not subscribed).
 */
export default function AuthButton() {
  const { user, isAuthenticated, loading, redirecting, signingOut, error, signIn, signOut } =
    useAuthContext();
  const subscription = useSubscription();
  const navigate = useNavigate();

  if (loading || redirecting || signingOut) {
    return (
      <Button loading loadingText="Loading">
        {AUTH.signIn}
      </Button>
    );
  }
  if (!isAuthenticated || !user) {
    if (error) {
      return (
        <Button iconName="status-warning" onClick={() => void signIn(window.location.pathname)}>
          {AUTH.errorRetry}
        </Button>
      );
    }
    return (
      <Button variant="primary" onClick={() => void signIn()}>
        {AUTH.signIn}
      </Button>
    );
  }

  const subscribed = hasActiveSubscription(subscription);
  const items: ButtonDropdownProps.ItemOrGroup[] = [
    { id: IDENTITY_ITEM, text: user.username, secondaryText: user.email, disabled: true },
    subscribed
      ? { id: 'dashboard', text: AUTH.viewDashboard, href: '/app', iconName: 'grid-view' }
      : { id: 'pricing', text: AUTH.viewPricing, href: '/pricing', iconName: 'star' },
    { id: 'sign-out', text: AUTH.signOut, iconName: 'sign-out' },
  ];

  const onItemClick: ButtonDropdownProps['onItemClick'] = (event) => {
    if (event.detail.id === 'sign-out') void signOut();
  };
  const onItemFollow: ButtonDropdownProps['onItemFollow'] = (event) => {
    // Client-side navigation for plain clicks; modified clicks keep the browser's behaviour.
    if (!event.detail.href) return;
    event.preventDefault();
    void navigate(event.detail.href);
  };

  return (
    <ButtonDropdown
      items={items}
      onItemClick={onItemClick}
      onItemFollow={onItemFollow}
      ariaLabel={`Account menu for ${user.username}`}
      renderItem={renderIdentity}
      expandToViewport
    >
      <span className="sahab-avatar" data-testid="auth-avatar" aria-hidden="true">
        {initials(user.email, user.username)}
      </span>
    </ButtonDropdown>
  );
}
