import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandDeezer, IconBrandSpotify } from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';

/** SPEC §2 Requests: how to copy a playlist link in two streaming services. */
export function PlaylistHelp() {
  return (
    <Paper p="md" radius="md" withBorder component="aside" aria-labelledby="playlist-help-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="playlist-help-title">
          {TEXTS.playlistHelpTitle}
        </Title>
        <Text size="sm" c="dimmed">
          <IconBrandDeezer size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {TEXTS.playlistHelpDeezer}
        </Text>
        <Text size="sm" c="dimmed">
          <IconBrandSpotify size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          {TEXTS.playlistHelpSpotify}
        </Text>
      </Stack>
    </Paper>
  );
}
