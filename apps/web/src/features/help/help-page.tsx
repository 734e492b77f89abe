import { Text, Title } from '@mantine/core';
import { HOW_TO_PLAY, TEXTS } from '@earshot/shared/texts';
import { Page } from '../../components/page.tsx';
import classes from './help-page.module.css';

/** /help: the rules in a friendly tone, and an FAQ placeholder (SPEC §2). */
export default function HelpPage() {
  return (
    <Page title={TEXTS.howToPlay} size="md">
      <ol className={classes.steps}>
        {HOW_TO_PLAY.map((step, index) => (
          <li key={step.title} className={classes.step} style={{ animationDelay: `${index * 70}ms` }}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <Title order={2} className={classes.stepTitle}>
                {step.title}
              </Title>
              <Text className={classes.text}>{step.body}</Text>
            </div>
          </li>
        ))}
      </ol>
      <section className={classes.faq} aria-labelledby="faq-title">
        <Title order={2} id="faq-title">
          {TEXTS.faqTitle}
        </Title>
        <Text className={classes.text} mt="xs">
          {TEXTS.faqPlaceholder}
        </Text>
      </section>
    </Page>
  );
}
