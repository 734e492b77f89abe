import type { DemoCategory } from './melody.ts';

/** The demo rooms. Nursery rhymes are anonymous, so that room asks for the title only. */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { key: 'classics', displayName: 'Classical Themes', songOnly: false },
  { key: 'folk', displayName: 'Folk & Traditional', songOnly: false },
  { key: 'ragtime', displayName: 'Ragtime & Early Jazz', songOnly: false },
  { key: 'nursery', displayName: 'Nursery Rhymes', songOnly: true },
];
