import { IconMusic } from '@tabler/icons-react';
import type { Song } from '@earshot/shared/hub/game-state';
import classes from './now-playing-art.module.css';

type NowPlayingArtProps = { song: Song | null; playing: boolean };

/** A fixed-size square: bouncing bars while a preview plays, the album art once the round reveals it. */
export function NowPlayingArt({ song, playing }: NowPlayingArtProps) {
  return (
    <div className={classes.art} data-playing={playing || undefined}>
      {song?.albumArt ? (
        <img key={song.albumArt} className={classes.image} src={song.albumArt} alt="" width={88} height={88} />
      ) : playing ? (
        <div className={classes.bars} aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </div>
      ) : (
        <IconMusic size={34} aria-hidden="true" className={classes.icon} />
      )}
    </div>
  );
}
