import { SimpleGrid, Skeleton } from '@mantine/core';
import type { RoomSummary } from '@earshot/shared/api/public';
import { CategoryCard } from './category-card.tsx';
import classes from './category-grid.module.css';

const SKELETON_CARDS = 8;

/** 4 columns, 1 under 600px (SPEC §9, theme breakpoint `grid`). */
const COLUMNS = { base: 1, grid: 4 };

export function CategoryGrid({ rooms }: { rooms: RoomSummary[] }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" verticalSpacing="lg" className="es-fade-in">
      {rooms.map((room) => (
        <CategoryCard key={room.roomName} room={room} />
      ))}
    </SimpleGrid>
  );
}

/** Same footprint as the cards, so nothing jumps when they arrive. */
export function CategoryGridSkeleton() {
  return (
    <SimpleGrid cols={COLUMNS} spacing="lg" verticalSpacing="lg" aria-busy="true">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} className={classes.skeletonCard}>
          <Skeleton className={classes.skeletonArt} radius={0} />
          <div className={classes.skeletonBody}>
            <Skeleton height={18} width="70%" radius="sm" />
            <Skeleton height={14} width="55%" radius="sm" mt={10} />
          </div>
        </div>
      ))}
    </SimpleGrid>
  );
}
