import { AppShell, Burger, Group } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SIDE_MENU_COLLAPSED, SIDE_MENU_EXPANDED, SMALL_SCREEN_PX } from '@earshot/shared/constants';
import { TEXTS } from '@earshot/shared/texts';
import { Logo } from '../../components/logo.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { AccountMenu } from './components/account-menu.tsx';
import { AppFooter } from './components/app-footer.tsx';
import { RoomSearch } from './components/room-search.tsx';
import { SideMenu } from './components/side-menu.tsx';
import { WebsiteWarning } from './components/website-warning.tsx';
import classes from './app-layout.module.css';

const HEADER_HEIGHT = 64;
const SMALL_SCREEN_QUERY = `(max-width: ${SMALL_SCREEN_PX - 0.02}px)`;

/**
 * The shell (SPEC §2): top bar, side menu and footer around the routed page. The Menu button collapses the
 * side menu to icons on wide screens and shows or hides it under 855px.
 */
export function AppLayout() {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false });
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'sideMenuCollapsed',
    defaultValue: false,
    getInitialValueInEffect: false, // no jump from expanded to collapsed on load
  });
  const { pathname } = useLocation();
  // The small-screen menu is open on the page where it was opened: going to another page closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const mobileOpened = openedOn === pathname;

  const iconsOnly = collapsed && !smallScreen;
  const menuOpen = smallScreen ? mobileOpened : !collapsed;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: iconsOnly ? SIDE_MENU_COLLAPSED : SIDE_MENU_EXPANDED,
        breakpoint: 'nav',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
      classNames={{ header: classes.header, navbar: classes.navbar, main: classes.main }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} gap="sm" wrap="nowrap">
          <Burger
            opened={smallScreen && mobileOpened}
            onClick={() => (smallScreen ? setOpenedOn(mobileOpened ? null : pathname) : setCollapsed((c) => !c))}
            size="sm"
            aria-label={TEXTS.menu}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
          />
          <Logo />
          <div className={classes.search}>
            <RoomSearch />
          </div>
          <AccountMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="side-menu" component="nav" aria-label={TEXTS.menu} p="sm">
        <AppShell.Section grow className={classes.navScroll}>
          <SideMenu iconsOnly={iconsOnly} onNavigate={() => setOpenedOn(null)} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <div className={classes.content}>
          <WebsiteWarning />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
