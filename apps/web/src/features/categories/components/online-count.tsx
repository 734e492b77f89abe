import { Group, Skeleton, Text } from '@mantine/core';
import { TEXTS, onlineText } from '@earshot/shared/texts';
import { usePlayerCount } from '../api/get-player-count.ts';
import classes from './online-count.module.css';

/** Players online across all rooms, polled every 3 s (SPEC §7). */
export function OnlineCount() {
  const { data } = usePlayerCount();
  return (
    <Group gap={8} wrap="nowrap" className={classes.pill} title={TEXTS.playersOnline} aria-live="polite" data-testid="online-count">
      <span className={classes.dot} aria-hidden="true" />
      {data === undefined ? (
        <Skeleton height={14} width={64} radius="sm" />
      ) : (
        <Text size="sm" fw={700}>
          {onlineText(data)}
        </Text>
      )}
    </Group>
  );
}
