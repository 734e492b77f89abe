import { Group, Text, Tooltip } from '@mantine/core';
import { TEXTS } from '@earshot/shared/texts';
import { MedalImage } from './medal-image.tsx';

type MedalCountsProps = { gold: number; silver: number; bronze: number; /** Medal height in px. */ size?: number };

const LABELS = [TEXTS.goldMedals, TEXTS.silverMedals, TEXTS.bronzeMedals] as const;

/** Gold, silver and bronze medal counts, each a medal image and a number. */
export function MedalCounts({ gold, silver, bronze, size = 20 }: MedalCountsProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      {[gold, silver, bronze].map((count, index) => (
        <Tooltip key={LABELS[index]} label={LABELS[index]} withArrow>
          <Group gap={4} wrap="nowrap" aria-label={`${LABELS[index]}: ${count}`} role="img">
            <MedalImage rank={index + 1} size={size} />
            <Text fw={700} size={size > 24 ? 'md' : 'sm'}>
              {count}
            </Text>
          </Group>
        </Tooltip>
      ))}
    </Group>
  );
}
