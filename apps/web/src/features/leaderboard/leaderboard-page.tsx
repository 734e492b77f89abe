import { EmptyState, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useLeaderboard } from './api/get-leaderboard.ts';
import { LeaderboardRow } from './components/leaderboard-row.tsx';
import { PodiumCard } from './components/podium-card.tsx';
import classes from './leaderboard-page.module.css';

const PODIUM_RANKS = [1, 2, 3] as const;

/** /leaderboard: top 3 as large cards, then rows numbered from 4 (SPEC §2). */
export default function LeaderboardPage() {
  const { data, error, isPending, refetch } = useLeaderboard();

  return (
    <Page title={TEXTS.leaderboard}>
      {isPending ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy="true">
          {PODIUM_RANKS.map((rank) => (
            <Skeleton key={rank} height={230} radius="lg" />
          ))}
        </SimpleGrid>
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState icon={<IconTrophy size={28} />} variant="light" title={TEXTS.leaderboardEmpty} py="xl" />
      ) : (
        <>
          <div className={classes.podium}>
            {PODIUM_RANKS.map((rank) => {
              const entry = data[rank - 1];
              return entry ? <PodiumCard key={entry.name} entry={entry} rank={rank} /> : null;
            })}
          </div>
          {data.length > 3 && (
            <Stack component="ol" gap="xs" mt="xl" className={classes.rows}>
              {data.slice(3).map((entry, index) => (
                <LeaderboardRow key={entry.name} entry={entry} rank={index + 4} />
              ))}
            </Stack>
          )}
        </>
      )}
    </Page>
  );
}
