import { Alert } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { TEXTS } from '@earshot/shared/texts';
import { useWebsiteWarning } from '../api/get-website-warning.ts';
import classes from './website-warning.module.css';

/** The operator's current website warning, if any; dismissed for the rest of the visit (per warning text). */
export function WebsiteWarning() {
  const { data } = useWebsiteWarning();
  const [dismissed, setDismissed] = useSessionStorage<string | null>({
    key: 'dismissedWarning',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const warning = data?.warning;
  if (!warning || dismissed === warning) return null;

  return (
    <Alert
      className={`${classes.warning} es-fade-in`}
      variant="outline"
      color="yellow"
      radius="md"
      mb="lg"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={TEXTS.websiteNotice}
      withCloseButton
      closeButtonLabel={TEXTS.dismiss}
      onClose={() => setDismissed(warning)}
      role="status"
    >
      {warning}
    </Alert>
  );
}
