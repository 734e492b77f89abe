import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '@earshot/shared/texts';
import { useAuth } from '../../../lib/auth.ts';
import classes from './account-menu.module.css';

const UserMenu = lazy(() => import('./user-menu.tsx'));

/** SPEC §2 Shell: signed in, 'Profile - {name}', Change Password and Logout; signed out, a login icon. */
export function AccountMenu() {
  const { user, signOut } = useAuth();

  if (!user) {
    return (
      <Tooltip label={TEXTS.login} withArrow>
        <ActionIcon component={Link} to="/login" variant="light" size="lg" radius="xl" aria-label={TEXTS.login}>
          <IconLogin2 size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Suspense fallback={<span className={classes.placeholder} aria-hidden="true" />}>
      <UserMenu user={user} onSignOut={signOut} />
    </Suspense>
  );
}
