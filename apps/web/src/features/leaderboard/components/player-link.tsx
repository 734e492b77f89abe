import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A player's name, linking to their profile. */
export function PlayerLink({ name, className }: { name: string; className?: string }) {
  return (
    <Anchor component={Link} to={`/profile/${encodeURIComponent(name)}`} className={className} c="inherit" fw={800} underline="hover">
      {name}
    </Anchor>
  );
}
