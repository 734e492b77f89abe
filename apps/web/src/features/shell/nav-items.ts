import {
  IconBook2,
  IconHelpCircle,
  IconHome2,
  IconLayoutGrid,
  IconLogin2,
  IconMessage2Plus,
  IconShieldLock,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';
import type { AuthUser } from '../../lib/auth.ts';

export type NavItem = {
  label: string;
  to: string;
  icon: Icon;
  /** Whether the entry shows for this visitor (SPEC §2 Shell, §6). */
  visible: (user: AuthUser | null) => boolean;
};

const always = () => true;

export const NAV_ITEMS: readonly NavItem[] = [
  { label: TEXTS.home, to: '/', icon: IconHome2, visible: always },
  { label: TEXTS.categories, to: '/categories', icon: IconLayoutGrid, visible: always },
  { label: TEXTS.leaderboard, to: '/leaderboard', icon: IconTrophy, visible: always },
  { label: TEXTS.requests, to: '/requests', icon: IconMessage2Plus, visible: always },
  { label: TEXTS.howToPlay, to: '/help', icon: IconHelpCircle, visible: always },
  { label: TEXTS.blog, to: '/blog', icon: IconBook2, visible: always },
  { label: TEXTS.admin, to: '/admin', icon: IconShieldLock, visible: (user) => user?.isAdmin === true },
  { label: TEXTS.login, to: '/login', icon: IconLogin2, visible: (user) => user === null },
];
