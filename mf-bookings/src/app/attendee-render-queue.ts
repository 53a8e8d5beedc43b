import { changeAppLanguage } from '@slotwise/shared/i18n/i18n';
import { isLanguage } from '@slotwise/shared/i18n/languages';

// One i18next instance for the server module (shared's): a render or a form's step switches it to
// its language and runs synchronously, one request after the other.
let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` in `language` once the work before it is done. */
export function inLanguage<T>(language: string, work: () => T | Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    await changeAppLanguage(isLanguage(language) ? language : 'en');
    return work();
  });
  queue = run.catch(() => undefined);
  return run;
}
