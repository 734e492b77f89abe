import { IconExternalLink, IconMusic } from '@tabler/icons-react';
import type { BacklogItem } from '@earshot/shared/hub/game-state';
import { acceptedTitle } from '@earshot/shared/rules/matcher';
import { ROOM_TEXTS, acceptsText, medalText, pointsDeltaText } from '@earshot/shared/texts';
import { MedalImage } from '../../../components/medal-image.tsx';
import classes from './backlog-row.module.css';

type BacklogRowProps = { item: BacklogItem; myName: string | null; latest: boolean };

/** A played song: art, artist, title, track link, 'Accepts: …' and the viewer's medal and '+points' (SPEC §4). */
export function BacklogRow({ item, myName, latest }: BacklogRowProps) {
  const { song } = item;
  const accepts = acceptedTitle(song);
  const me = myName?.toLowerCase();
  const award = me ? item.playerAwards.find((a) => a.playerName.toLowerCase() === me) : undefined;
  return (
    <li className={classes.row} data-latest={latest || undefined}>
      <div className={classes.art}>
        {song.albumArt ? (
          <img src={song.albumArt} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <IconMusic size={24} aria-hidden="true" />
        )}
      </div>
      <div className={classes.text}>
        <div className={classes.title}>
          <span className={classes.titleText}>{song.title}</span>
          {song.trackLink && (
            <a
              className={classes.link}
              href={song.trackLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${ROOM_TEXTS.openTrack}: ${song.title}`}
            >
              <IconExternalLink size={15} aria-hidden="true" />
            </a>
          )}
        </div>
        <div className={classes.artist}>{song.artist}</div>
        {accepts !== null && <div className={classes.accepts}>{acceptsText(accepts)}</div>}
      </div>
      <div className={classes.award}>
        {award && award.awardRank > 0 && <MedalImage rank={award.awardRank} size={24} alt={medalText(award.awardRank)} />}
        {award && award.awardedPoints > 0 && <span className={classes.points}>{pointsDeltaText(award.awardedPoints)}</span>}
      </div>
    </li>
  );
}
