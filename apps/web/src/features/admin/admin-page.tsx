import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';

/** Placeholder until the admin issue lands; replace freely (the router lazy-loads this file's default export). */
export default function AdminPage() {
  return <Page title={TEXTS.admin}>{null}</Page>;
}
