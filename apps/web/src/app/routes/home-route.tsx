import { Page } from '../../components/page.tsx';
import { totalSongs, useAllRooms } from '../../features/categories/api/get-all-rooms.ts';
import { CategoryList } from '../../features/categories/components/category-list.tsx';
import { InfoBlocks } from '../../features/home/components/info-blocks.tsx';

/** `/`: the three info blocks, then the category list without its title or filter (SPEC §2). */
export default function HomeRoute() {
  const { data } = useAllRooms();
  return (
    <Page>
      <InfoBlocks songCount={data ? totalSongs(data) : undefined} />
      <CategoryList />
    </Page>
  );
}
