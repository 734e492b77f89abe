import { Avatar, Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '@earshot/shared/api/public';
import { TEXTS } from '@earshot/shared/texts';
import { GameRankCounts } from '../../../components/game-rank-counts.tsx';
import { MedalCounts } from '../../../components/medal-counts.tsx';
import { Stat } from '../../../components/stat.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatAverageTime, formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts';
import classes from './profile-view.module.css';

/** A framed figure block under a small upper-case label. */
function LabelledPanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.panel}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts="0.06em" mb="sm">
        {label}
      </Text>
      {children}
    </div>
  );
}

/** SPEC §2 Profile: name, member since, last logon, rank, figures, medals and game ranks; own-profile actions. */
export function ProfileView({ profile }: { profile: Profile }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const average = formatAverageTime(profile.averageTime);

  return (
    <>
      <section className={classes.header}>
        <Avatar size={88} radius="xl" variant="gradient" gradient={{ from: '#8b5cf6', to: '#ec4899', deg: 135 }} className={classes.avatar}>
          {profile.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <div className={classes.identity}>
          <Title order={1} className={classes.name}>
            {profile.name}
          </Title>
          <Group gap="lg" mt={6} wrap="wrap">
            <Text size="sm" c="dimmed">
              {TEXTS.memberSince}{' '}
              <Text span fw={700} c="dark.0" inherit>
                {formatDate(profile.accountCreated)}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {TEXTS.lastLogon}{' '}
              <Text span fw={700} c="dark.0" inherit>
                {profile.lastLogon ? formatDateTime(profile.lastLogon) : TEXTS.never}
              </Text>
            </Text>
          </Group>
        </div>
        <div className={classes.rank}>
          <Text className={classes.rankLabel}>{TEXTS.globalRank}</Text>
          <Text className={`${classes.rankValue} es-gradient-text`}>#{profile.globalRank}</Text>
        </div>
      </section>

      {profile.myProfile && (
        <Group gap="sm" mt="lg">
          <Button component={Link} to="/changepassword" variant="light" leftSection={<IconKey size={17} />}>
            {TEXTS.changePassword}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLogout size={17} />}
            onClick={() => {
              signOut();
              void navigate('/');
            }}
          >
            {TEXTS.logout}
          </Button>
        </Group>
      )}

      <SimpleGrid cols={3} spacing="md" mt="xl" className={classes.panel}>
        <Stat label={TEXTS.points} value={formatNumber(profile.points)} size="lg" wrapLabel />
        <Stat label={TEXTS.songsGuessed} value={formatNumber(profile.songsGuessed)} size="lg" wrapLabel />
        <Stat label={TEXTS.averageTime} value={average ?? '–'} size="lg" wrapLabel />
      </SimpleGrid>

      <SimpleGrid cols={2} spacing="md" mt="md">
        <LabelledPanel label={TEXTS.medals}>
          <MedalCounts gold={profile.goldMedals} silver={profile.silverMedals} bronze={profile.bronzeMedals} size={28} />
        </LabelledPanel>
        <LabelledPanel label={TEXTS.gameRanks}>
          <GameRankCounts first={profile.gameRankOneCount} second={profile.gameRankTwoCount} third={profile.gameRankThreeCount} size={24} />
        </LabelledPanel>
      </SimpleGrid>
    </>
  );
}
