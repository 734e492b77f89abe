import { Badge, Group, Text } from '@mantine/core';
import { IconMusic, IconUsers, IconVinyl } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoomSummary } from '@earshot/shared/api/public';
import { TEXTS, onlineText, songCountText } from '@earshot/shared/texts';
import classes from './category-card.module.css';

/** SPEC §2 Categories: picture (first backlog item's art), name, players and songs; links to /room/{name in lowercase}. */
export function CategoryCard({ room }: { room: RoomSummary }) {
  const art = room.backLog[0]?.song.albumArt ?? null;
  return (
    <Link to={`/room/${encodeURIComponent(room.roomName.toLowerCase())}`} className={classes.card} data-testid="category-card">
      <div className={classes.art}>
        {art ? (
          <img src={art} alt="" loading="lazy" width={300} height={300} className={classes.image} />
        ) : (
          <div className={classes.placeholder} aria-hidden="true">
            <IconVinyl size={64} stroke={1.2} />
          </div>
        )}
        {room.songOnly && (
          <Badge className={classes.badge} variant="filled" color="dark" radius="sm" size="sm">
            {TEXTS.songOnly}
          </Badge>
        )}
        <span className={classes.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
        </span>
      </div>
      <div className={classes.body}>
        <Text className={classes.name} fw={800} lineClamp={1}>
          {room.displayName}
        </Text>
        <Group gap={0} wrap="wrap" mt={4} className={classes.metaRow}>
          <Group gap={5} wrap="nowrap" className={room.players > 0 ? classes.live : classes.meta}>
            <IconUsers size={15} aria-hidden="true" />
            <Text size="sm" inherit>
              {onlineText(room.players)}
            </Text>
          </Group>
          <Group gap={5} wrap="nowrap" className={classes.meta}>
            <IconMusic size={15} aria-hidden="true" />
            <Text size="sm" inherit>
              {songCountText(room.totalSongs)}
            </Text>
          </Group>
        </Group>
      </div>
    </Link>
  );
}
