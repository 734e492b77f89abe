import type { LeaderboardEntry } from '@earshot/shared/api/public';
import { TEXTS } from '@earshot/shared/texts';
import { GameRankCounts } from '../../../components/game-rank-counts.tsx';
import { MedalCounts } from '../../../components/medal-counts.tsx';
import { formatAverageTime, formatNumber } from '../../../lib/format.ts';
import { PlayerLink } from './player-link.tsx';
import classes from './leaderboard-row.module.css';

type LeaderboardRowProps = { entry: LeaderboardEntry; rank: number };

function Figure({ value, label }: { value: string; label: string }) {
  return (
    <div className={classes.figure}>
      <span className={classes.value}>{value}</span>
      <span className={classes.label}>{label}</span>
    </div>
  );
}

/** Places 4 and below: a numbered row with the same figures as the podium cards. */
export function LeaderboardRow({ entry, rank }: LeaderboardRowProps) {
  const average = formatAverageTime(entry.averageTime);
  return (
    <li className={classes.row} data-testid="leaderboard-row">
      <span className={classes.rank}>{rank}</span>
      <PlayerLink name={entry.name} className={classes.name} />
      <div className={classes.figures}>
        <Figure value={formatNumber(entry.points)} label={TEXTS.points} />
        <Figure value={formatNumber(entry.songsGuessed)} label={TEXTS.songsGuessed} />
        {average ? <Figure value={average} label={TEXTS.averageTime} /> : <span />}
      </div>
      <div className={classes.counts}>
        <MedalCounts gold={entry.goldMedals} silver={entry.silverMedals} bronze={entry.bronzeMedals} />
        <GameRankCounts first={entry.gameRankOneCount} second={entry.gameRankTwoCount} third={entry.gameRankThreeCount} />
      </div>
    </li>
  );
}
