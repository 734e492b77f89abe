import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { TEXTS } from '@earshot/shared/texts';

/** When a page's code fails to load (e.g. after a deploy) or a page throws: say so and offer a reload. */
export function RouteError() {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>{TEXTS.loadFailed}</Title>
        <Text c="dimmed">{TEXTS.appName}</Text>
        <Button variant="gradient" onClick={() => window.location.reload()}>
          {TEXTS.retry}
        </Button>
      </Stack>
    </Center>
  );
}
