import { NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { NAV_ITEMS } from '../nav-items.ts';
import classes from './side-menu.module.css';

type SideMenuProps = {
  /** Icons only (wide screens, collapsed): each entry keeps its name as a tooltip and an accessible name. */
  iconsOnly: boolean;
  /** Called when an entry is chosen (the small-screen menu closes). */
  onNavigate?: () => void;
};

const isActive = (pathname: string, to: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

/** SPEC §2 Shell side menu: Home … Blog, Admin for admins, Login for guests. */
export function SideMenu({ iconsOnly, onNavigate }: SideMenuProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();

  return (
    <Stack component="ul" gap={4} className={classes.list} data-icons-only={iconsOnly || undefined}>
      {NAV_ITEMS.filter((item) => item.visible(user)).map((item) => {
        const Icon = item.icon;
        const active = isActive(pathname, item.to);
        const link = (
          <NavLink
            component={Link}
            to={item.to}
            label={iconsOnly ? undefined : item.label}
            aria-label={iconsOnly ? item.label : undefined}
            aria-current={active ? 'page' : undefined}
            active={active}
            onClick={onNavigate}
            leftSection={<Icon size={22} stroke={1.8} aria-hidden="true" />}
            classNames={{ root: classes.link, section: classes.section, body: classes.body, label: classes.label }}
          />
        );
        return (
          <li key={item.to}>
            {iconsOnly ? (
              <Tooltip label={item.label} position="right" withArrow offset={12}>
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </Stack>
  );
}
