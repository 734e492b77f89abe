import { EmptyState, Skeleton } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useProfile } from './api/get-profile.ts';
import { ProfileView } from './components/profile-view.tsx';

/** /profile/{name} (SPEC §2): 'Player not found' when there is no such player. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useProfile(id);

  if (isPending) {
    return (
      <Page documentTitle={id}>
        <Skeleton height={140} radius="lg" />
        <Skeleton height={90} radius="lg" mt="xl" />
      </Page>
    );
  }
  if (error) {
    return (
      <Page documentTitle={id}>
        <QueryError error={error} onRetry={() => void refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page documentTitle={TEXTS.playerNotFound}>
        <EmptyState icon={<IconUserQuestion size={28} />} variant="light" title={TEXTS.playerNotFound} py="xl" />
      </Page>
    );
  }
  return (
    <Page documentTitle={data.name}>
      <ProfileView profile={data} />
    </Page>
  );
}
