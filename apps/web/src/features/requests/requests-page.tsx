import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import { PlaylistHelp } from './components/playlist-help.tsx';
import { RequestForm } from './components/request-form.tsx';
import classes from './requests-page.module.css';

/** /requests (SPEC §2): ask for songs in a category or for a new category. */
export default function RequestsPage() {
  return (
    <Page title={TEXTS.requests}>
      <div className={classes.layout}>
        <div className={classes.card}>
          <RequestForm />
        </div>
        <PlaylistHelp />
      </div>
    </Page>
  );
}
