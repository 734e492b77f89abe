import type { BacklogItem } from '@earshot/shared/hub/game-state';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import { BacklogRow } from './backlog-row.tsx';
import { Panel } from './panel.tsx';
import classes from './song-backlog.module.css';

type SongBacklogProps = { items: readonly BacklogItem[]; myName: string | null; highlightLatest: boolean };

/**
 * Stable keys while new songs arrive on top and old ones fall off the bottom: the preview address,
 * numbered from the oldest when a song comes round again.
 */
function keysOf(items: readonly BacklogItem[]): string[] {
  const seen = new Map<string, number>();
  const keys: string[] = new Array<string>(items.length);
  for (let i = items.length - 1; i >= 0; i--) {
    const preview = items[i]?.song.preview ?? '';
    const count = seen.get(preview) ?? 0;
    seen.set(preview, count + 1);
    keys[i] = `${preview}#${count}`;
  }
  return keys;
}

/** Songs played in this room, newest first (the server sends them in that order). */
export function SongBacklog({ items, myName, highlightLatest }: SongBacklogProps) {
  const keys = keysOf(items);
  return (
    <Panel title={ROOM_TEXTS.songBacklog}>
      {items.length === 0 ? (
        <p className={classes.empty}>{ROOM_TEXTS.backlogEmpty}</p>
      ) : (
        <ol className={classes.list}>
          {items.map((item, index) => (
            <BacklogRow
              key={keys[index]}
              item={item}
              myName={myName}
              latest={highlightLatest && index === 0}
            />
          ))}
        </ol>
      )}
    </Panel>
  );
}
