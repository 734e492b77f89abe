import type { FastifyInstance } from 'fastify';

export type BackgroundTasks = { run(label: string, task: () => Promise<void>): void };

/**
 * Work done after the answer is sent (e-mails), so that answers do not wait for SMTP and take the
 * same time whether or not an account exists. Failures are logged; closing the app waits for them.
 */
export function createBackgroundTasks(app: FastifyInstance): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return {
    run(label, task) {
      const promise = task()
        .catch((error: unknown) => app.log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
  };
}
