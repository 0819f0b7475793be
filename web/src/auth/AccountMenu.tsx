import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useNavigate } from 'react-router';
import { AUTH } from '#shared/messages';
import { hasActiveSubscription } from '../subscription/subscription-status';
import { useSubscription } from '../subscription/use-subscription';
import { AvatarInitials } from './AvatarInitials';
import type { SahabUser } from './use-auth-context';
import '../components/app-header.css';
import { initials } from './initials';

const IDENTITY_GROUP = 'identity';

interface Props {
  user: SahabUser;
  signOut: () => Promise<void>;
}

/**
 * The signed-in menu: who is signed in, then 'View Dashboard' (subscribed) or 'View Pricing' (not
 * subscribed), then 'Sign Out'. Loaded on demand, so signed-out visitors never download it.
 */
export default function AccountMenu({ user, signOut }: Props) {
  const subscription = useSubscription();
  const navigate = useNavigate();
  const subscribed = hasActiveSubscription(subscription);

  // One group headed by the username and e-mail: the header is information, and keyboard focus
  // starts on the first action.
  const items: ButtonDropdownProps.ItemOrGroup[] = [
    {
      id: IDENTITY_GROUP,
      text: user.username,
      items: [
        subscribed
          ? { id: 'dashboard', text: AUTH.viewDashboard, href: '/app', iconName: 'grid-view' }
          : { id: 'pricing', text: AUTH.viewPricing, href: '/pricing', iconName: 'star' },
        { id: 'sign-out', text: AUTH.signOut, iconName: 'sign-out' },
      ],
    },
  ];
  const renderItem: ButtonDropdownProps.ItemRenderer = ({ item }) => {
    if (item.type !== 'group' || item.option.id !== IDENTITY_GROUP) return null;
    return (
      <div className="sahab-menu-identity">
        <span className="sahab-menu-username">{user.username}</span>
        {user.email && user.email !== user.username && <span className="sahab-menu-email">{user.email}</span>}
      </div>
    );
  };

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
      // starts with the initials the button shows, so a voice user who says what they see reaches it
      ariaLabel={AUTH.accountMenu(initials(user.email, user.username), user.username)}
      renderItem={renderItem}
      expandToViewport
    >
      <AvatarInitials user={user} />
    </ButtonDropdown>
  );
}
