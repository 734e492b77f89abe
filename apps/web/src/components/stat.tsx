import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StatProps = {
  label: string;
  value: ReactNode;
  size?: 'sm' | 'lg';
  /** Let a long label wrap (narrow columns) instead of keeping it on one line. */
  wrapLabel?: boolean;
};

/** A labelled figure: small caps label above, the value below. */
export function Stat({ label, value, size = 'sm', wrapLabel = false }: StatProps) {
  return (
    <Stack gap={2} justify="space-between" h="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts="0.06em" style={{ whiteSpace: wrapLabel ? 'normal' : 'nowrap' }}>
        {label}
      </Text>
      <Text fw={800} fz={size === 'lg' ? '1.6rem' : 'lg'} lh={1.2}>
        {value}
      </Text>
    </Stack>
  );
}
