import { Center, Loader } from '@mantine/core';
import classes from './page-loader.module.css';

/** Shown while a page's code or first data loads; appears after a short delay so fast loads do not flash. */
export function PageLoader() {
  return (
    <Center mih="40vh" className={classes.loader}>
      <Loader type="bars" />
    </Center>
  );
}
