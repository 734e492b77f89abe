import { EmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { RoomSummary } from '@earshot/shared/api/public';
import { matchesCategoryFilter } from '@earshot/shared/rules/category-filter';
import { TEXTS } from '@earshot/shared/texts';
import { QueryError } from '../../../components/query-error.tsx';
import { useAllRooms } from '../api/get-all-rooms.ts';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid.tsx';

type CategoryListProps = {
  /** SPEC §5: case-insensitive, ignoring spaces, slashes and hyphens. Empty shows every room. */
  filter?: string;
};

/** The rooms as cards: on the Categories page (with a filter) and on Home (without). */
export function CategoryList({ filter = '' }: CategoryListProps) {
  const { data, error, isPending, refetch } = useAllRooms();
  if (isPending) return <CategoryGridSkeleton />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;

  const rooms: RoomSummary[] = data.categories.filter((room) => matchesCategoryFilter(room.displayName, filter));
  if (rooms.length === 0) {
    return (
      <EmptyState
        icon={<IconMoodEmpty size={28} />}
        variant="light"
        title={data.categories.length === 0 ? TEXTS.noCategories : TEXTS.noCategoriesMatch}
        py="xl"
      />
    );
  }
  return <CategoryGrid rooms={rooms} />;
}
