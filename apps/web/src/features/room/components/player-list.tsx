import type { RoomPlayer } from '@earshot/shared/hub/game-state';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import { sortPlayers } from '../model/player-order.ts';
import { Panel } from './panel.tsx';
import { PlayerRow } from './player-row.tsx';
import classes from './player-list.module.css';

type PlayerListProps = {
  players: readonly RoomPlayer[];
  songOnly: boolean;
  myName: string | null;
  onWhisper: (name: string) => void;
};

/** Players sorted by points (SPEC §4), the viewer's row highlighted. */
export function PlayerList({ players, songOnly, myName, onWhisper }: PlayerListProps) {
  const me = myName?.toLowerCase();
  return (
    <Panel title={ROOM_TEXTS.players} aside={<span className={classes.count}>{players.length}</span>}>
      <ul className={classes.list}>
        {sortPlayers(players).map((player) => (
          <PlayerRow
            key={player.name}
            player={player}
            songOnly={songOnly}
            isMe={player.name.toLowerCase() === me}
            onWhisper={onWhisper}
          />
        ))}
      </ul>
    </Panel>
  );
}
