import { Tooltip, UnstyledButton } from '@mantine/core';
import { IconRobot, IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { RoomPlayer } from '@earshot/shared/hub/game-state';
import { ROOM_TEXTS, medalText, pointsDeltaText, secondsText, whisperToText } from '@earshot/shared/texts';
import { MedalImage } from '../../../components/medal-image.tsx';
import { rowStateOf } from '../model/player-order.ts';
import classes from './player-row.module.css';

type PlayerRowProps = {
  player: RoomPlayer;
  songOnly: boolean;
  isMe: boolean;
  /** Clicking another player's name sets up a whisper to them. */
  onWhisper: (name: string) => void;
};

/** One row of the player list: points, '+N', verified icon, name, bot marker, last song time, medal. */
export function PlayerRow({ player, songOnly, isMe, onWhisper }: PlayerRowProps) {
  return (
    <li className={classes.row} data-state={rowStateOf(player, songOnly)} data-me={isMe || undefined}>
      <span className={classes.points}>{player.points}</span>
      <span className={classes.delta}>{player.awardedPoints > 0 ? pointsDeltaText(player.awardedPoints) : ''}</span>
      <span className={classes.who}>
        {player.authenticated && (
          <Tooltip label={ROOM_TEXTS.verified} withArrow>
            <IconRosetteDiscountCheckFilled size={16} className={classes.verified} role="img" aria-label={ROOM_TEXTS.verified} />
          </Tooltip>
        )}
        {isMe ? (
          <span className={classes.name}>{player.name}</span>
        ) : (
          <Tooltip label={whisperToText(player.name)} withArrow openDelay={400}>
            <UnstyledButton className={classes.nameButton} onClick={() => onWhisper(player.name)}>
              {player.name}
            </UnstyledButton>
          </Tooltip>
        )}
        {isMe && <span className={classes.you}>{ROOM_TEXTS.you}</span>}
        {player.isBot && (
          <IconRobot size={15} className={classes.bot} role="img" aria-label={ROOM_TEXTS.bot} />
        )}
      </span>
      <span className={classes.time} title={ROOM_TEXTS.lastSongTime}>
        {player.lastSongTime !== null ? secondsText(player.lastSongTime) : ''}
      </span>
      <span className={classes.medal}>
        <MedalImage rank={player.medalRank} size={22} alt={medalText(player.medalRank)} />
      </span>
    </li>
  );
}
