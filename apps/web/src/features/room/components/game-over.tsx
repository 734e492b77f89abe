import type { RoomPlayer } from '@earshot/shared/hub/game-state';
import { TEXTS, ordinalText, pointsText } from '@earshot/shared/texts';
import { MedalCounts } from '../../../components/medal-counts.tsx';
import { MedalImage } from '../../../components/medal-image.tsx';
import { formatAverageTime } from '../../../lib/format.ts';
import { useServerNow } from '../hooks/use-server-now.ts';
import { podiumOf } from '../model/player-order.ts';
import classes from './game-over.module.css';

type GameOverProps = {
  players: readonly RoomPlayer[];
  /** When the next game starts, on the server's clock. */
  nextGameAt: number;
  clockOffsetMs: number;
  myName: string | null;
};

/** The whole seconds to the next game; only this re-renders on each tick. */
function NextGameIn({ at, clockOffsetMs }: { at: number; clockOffsetMs: number }) {
  const serverNow = useServerNow(clockOffsetMs, true);
  return <span className={classes.nextValue}>{Math.ceil(Math.max(0, at - serverNow) / 1000)}s</span>;
}

/** SPEC §4 end of game: the top three (ordinal, name, points, songs guessed, average time, medals) and 'Next Game'. */
export function GameOver({ players, nextGameAt, clockOffsetMs, myName }: GameOverProps) {
  const top = podiumOf(players);
  const me = myName?.toLowerCase();
  return (
    <section className={classes.panel} aria-labelledby="game-over-title">
      <div className={classes.head}>
        <h2 id="game-over-title" className={`${classes.title} es-gradient-text`}>
          {TEXTS.gameOver}
        </h2>
        <div className={classes.next}>
          <span className={classes.nextLabel}>{TEXTS.nextGame}</span>
          <NextGameIn at={nextGameAt} clockOffsetMs={clockOffsetMs} />
        </div>
      </div>
      <ol className={classes.podium}>
        {top.map((player, index) => {
          const average = formatAverageTime(player.averageTime);
          return (
            <li
              key={player.name}
              className={classes.place}
              data-rank={index + 1}
              data-me={player.name.toLowerCase() === me || undefined}
            >
              <div className={classes.rank}>
                <MedalImage rank={index + 1} size={34} />
                <span className={classes.ordinal}>{ordinalText(index + 1)}</span>
              </div>
              <div className={classes.who}>
                <div className={classes.name}>{player.name}</div>
                <div className={classes.points}>{pointsText(player.points)}</div>
              </div>
              <dl className={classes.stats}>
                <div>
                  <dt>{TEXTS.songsGuessed}</dt>
                  <dd>{player.songsGuessed}</dd>
                </div>
                <div>
                  <dt>{TEXTS.averageTime}</dt>
                  <dd>{average ?? '–'}</dd>
                </div>
                <div className={classes.medals}>
                  <dt>{TEXTS.medals}</dt>
                  <dd>
                    <MedalCounts gold={player.goldMedals} silver={player.silverMedals} bronze={player.bronzeMedals} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
