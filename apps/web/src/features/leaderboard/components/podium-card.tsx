import { Group, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@earshot/shared/api/public';
import { TEXTS, ordinalText } from '@earshot/shared/texts';
import { GameRankCounts } from '../../../components/game-rank-counts.tsx';
import { MedalCounts } from '../../../components/medal-counts.tsx';
import { MedalImage } from '../../../components/medal-image.tsx';
import { Stat } from '../../../components/stat.tsx';
import { formatAverageTime, formatNumber } from '../../../lib/format.ts';
import { PlayerLink } from './player-link.tsx';
import classes from './podium-card.module.css';

type PodiumCardProps = { entry: LeaderboardEntry; rank: 1 | 2 | 3 };

/** SPEC §2 Leaderboard: the top 3 get a large card with a 1st/2nd/3rd label and a rank image. */
export function PodiumCard({ entry, rank }: PodiumCardProps) {
  const average = formatAverageTime(entry.averageTime);
  return (
    <article className={classes.card} data-rank={rank} data-testid="podium-card">
      <div className={classes.top}>
        <MedalImage rank={rank} size={64} alt={ordinalText(rank)} />
        <div className={classes.heading}>
          <Text className={classes.place}>{ordinalText(rank)}</Text>
          <PlayerLink name={entry.name} className={classes.name} />
        </div>
        <div className={classes.points}>
          <Text className={classes.pointsValue}>{formatNumber(entry.points)}</Text>
          <Text className={classes.pointsLabel}>{TEXTS.points}</Text>
        </div>
      </div>
      <Group gap="lg" mt="lg" wrap="nowrap">
        <Stat label={TEXTS.songsGuessed} value={formatNumber(entry.songsGuessed)} />
        {average && <Stat label={TEXTS.averageTime} value={average} />}
      </Group>
      <Group gap="lg" mt="md" className={classes.footer}>
        <MedalCounts gold={entry.goldMedals} silver={entry.silverMedals} bronze={entry.bronzeMedals} />
        <GameRankCounts first={entry.gameRankOneCount} second={entry.gameRankTwoCount} third={entry.gameRankThreeCount} />
      </Group>
    </article>
  );
}
