import { Group, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import { CategoryList } from './components/category-list.tsx';
import { OnlineCount } from './components/online-count.tsx';
import classes from './categories-page.module.css';

/** /categories: every room as a card, a filter box and the players-online count (SPEC §2). */
export default function CategoriesPage() {
  const [filter, setFilter] = useState('');
  return (
    <Page title={TEXTS.categories} actions={<OnlineCount />}>
      <Group mb="lg">
        <TextInput
          className={classes.filter}
          aria-label={TEXTS.filter}
          placeholder={TEXTS.filter}
          leftSection={<IconFilter size={17} aria-hidden="true" />}
          radius="xl"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
      </Group>
      <CategoryList filter={filter} />
    </Page>
  );
}
