import { Text } from '@mantine/core';
import { copyrightText } from '@earshot/shared/texts';
import classes from './app-footer.module.css';

/** SPEC §2 Shell footer: a copyright line with the current year. */
export function AppFooter() {
  return (
    <footer className={classes.footer}>
      <Text size="sm" c="dimmed">
        {copyrightText(new Date().getFullYear())}
      </Text>
    </footer>
  );
}
