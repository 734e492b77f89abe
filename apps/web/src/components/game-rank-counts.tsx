import { Group, Text, Tooltip } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { gameRankText } from '@earshot/shared/texts';

type GameRankCountsProps = { first: number; second: number; third: number; /** Trophy size in px. */ size?: number };

const TROPHY_COLORS = ['#f5c443', '#c9d0dc', '#d98c4f'] as const;

/** How many games ended with the player 1st, 2nd and 3rd. */
export function GameRankCounts({ first, second, third, size = 17 }: GameRankCountsProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      {[first, second, third].map((count, index) => (
        <Tooltip key={index} label={gameRankText(index + 1)} withArrow>
          <Group gap={3} wrap="nowrap" aria-label={`${gameRankText(index + 1)}: ${count}`} role="img">
            <IconTrophy size={size} color={TROPHY_COLORS[index]} stroke={2} aria-hidden="true" />
            <Text fw={700} size={size > 20 ? 'md' : 'sm'}>
              {count}
            </Text>
          </Group>
        </Tooltip>
      ))}
    </Group>
  );
}
