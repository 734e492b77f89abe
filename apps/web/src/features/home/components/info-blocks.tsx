import { Button, Skeleton, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHeadphones, IconHelpCircle, IconMessage2Plus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TEXTS, welcomeText } from '@earshot/shared/texts';
import classes from './info-blocks.module.css';

type InfoBlocksProps = {
  /** Songs in the library (from the API); undefined while loading. */
  songCount: number | undefined;
};

/** SPEC §2 Home: welcome, make a request, how to play. */
export function InfoBlocks({ songCount }: InfoBlocksProps) {
  return (
    <div className={classes.grid}>
      <section className={`${classes.block} ${classes.welcome}`} aria-labelledby="home-welcome">
        <div className={classes.icon} aria-hidden="true">
          <IconHeadphones size={26} />
        </div>
        <Title order={1} id="home-welcome" className={classes.welcomeTitle}>
          {TEXTS.welcomeTitle}
        </Title>
        {songCount === undefined ? (
          <div className={classes.textSkeleton} aria-busy="true">
            {[100, 100, 100, 100, 60].map((width, line) => (
              <Skeleton key={line} height={14} width={`${width}%`} radius="sm" mt={line === 0 ? 0 : 11} />
            ))}
          </div>
        ) : (
          <Text className={classes.text} data-testid="welcome-text">
            {welcomeText(songCount)}
          </Text>
        )}
      </section>

      <section className={classes.block} aria-labelledby="home-request">
        <div className={classes.icon} aria-hidden="true">
          <IconMessage2Plus size={24} />
        </div>
        <Title order={2} id="home-request">
          {TEXTS.makeRequestTitle}
        </Title>
        <Text className={classes.text}>{TEXTS.makeRequestText}</Text>
        <Button component={Link} to="/requests" variant="light" rightSection={<IconArrowRight size={16} />} className={classes.action}>
          {TEXTS.makeRequestButton}
        </Button>
      </section>

      <section className={classes.block} aria-labelledby="home-how">
        <div className={classes.icon} aria-hidden="true">
          <IconHelpCircle size={24} />
        </div>
        <Title order={2} id="home-how">
          {TEXTS.howToPlay}
        </Title>
        <Text className={classes.text}>{TEXTS.howToPlayText}</Text>
        <Button component={Link} to="/help" variant="light" rightSection={<IconArrowRight size={16} />} className={classes.action}>
          {TEXTS.howToPlayButton}
        </Button>
      </section>
    </div>
  );
}
