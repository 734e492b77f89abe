import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { TEXTS, profileMenuText } from '@earshot/shared/texts';
import type { AuthUser } from '../../../lib/auth.ts';
import classes from './account-menu.module.css';

/** The signed-in account menu; loaded on demand so guests' first load does not carry it. */
export default function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={230} shadow="xl" withArrow>
      <Menu.Target>
        <UnstyledButton className={classes.trigger} aria-label={TEXTS.accountMenu}>
          <Avatar radius="xl" size={36} variant="gradient" gradient={{ from: '#8b5cf6', to: '#ec4899', deg: 135 }}>
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item component={Link} to={`/profile/${encodeURIComponent(user.name)}`} leftSection={<IconUserCircle size={17} />}>
          {profileMenuText(user.name)}
        </Menu.Item>
        <Menu.Item component={Link} to="/changepassword" leftSection={<IconKey size={17} />}>
          {TEXTS.changePassword}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={17} />}
          onClick={() => {
            onSignOut();
            void navigate('/');
          }}
        >
          {TEXTS.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
