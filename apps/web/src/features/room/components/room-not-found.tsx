import { Button, EmptyState } from '@mantine/core';
import { IconDoorOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import { Page } from '../../../components/page.tsx';

/** An unknown or closed room: a friendly dead end with the way to the other rooms. */
export function RoomNotFound() {
  return (
    <Page documentTitle={ROOM_TEXTS.roomNotFound}>
      <EmptyState
        icon={<IconDoorOff size={30} />}
        variant="light"
        title={ROOM_TEXTS.roomNotFound}
        description={ROOM_TEXTS.roomNotFoundText}
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/categories" variant="gradient">
            {ROOM_TEXTS.browseCategories}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Page>
  );
}
