import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { TEXTS } from '@earshot/shared/texts';
import { FormMessage } from '../../components/form-message.tsx';
import { useConfirmAccount } from './api/confirm-account.ts';
import { AccountCard } from './components/account-card.tsx';

/** /confirmaccount/{code} (SPEC §2, §8): confirms on load and shows the result. */
export default function ConfirmAccountPage() {
  const { id = '' } = useParams();
  const confirmation = useConfirmAccount(id);

  return (
    <AccountCard title={TEXTS.confirmAccountTitle}>
      {confirmation.isPending ? (
        <Center>
          <Stack align="center" gap="sm" role="status">
            <Loader />
            <Text c="dimmed">{TEXTS.confirmingAccount}</Text>
          </Stack>
        </Center>
      ) : (
        <Stack gap="md">
          {confirmation.data === true ? (
            <FormMessage kind="success">{TEXTS.confirmSuccess}</FormMessage>
          ) : (
            <FormMessage kind="error">{TEXTS.confirmFailed}</FormMessage>
          )}
          <Button component={Link} to="/login" variant="light">
            {TEXTS.login}
          </Button>
        </Stack>
      )}
    </AccountCard>
  );
}
