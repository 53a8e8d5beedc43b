// The thread a remote's server module runs in (server-module-runner.ts starts it): it imports
// the verified module from its private folder and answers the runner's calls. Plain JavaScript,
// started without the parent's loader (no tsx), with an empty environment and memory limits.
// A render that loops, or runs out of memory, ends this thread only: the runner terminates it
// after its time limit and the page is sent plain.

import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { file, contractVersion } = workerData;

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

try {
  const loaded = await import(pathToFileURL(file).href);
  if (
    loaded.contractVersion !== contractVersion ||
    typeof loaded.attendeePreviewCalls !== 'function' ||
    typeof loaded.renderAttendeePreview !== 'function'
  ) {
    throw new Error(`not a server module of contract version ${contractVersion}`);
  }
  parentPort.on('message', async ({ id, kind, argument }) => {
    try {
      // 'calls' takes [pathname, search] (or a pathname alone); a form's steps are optional exports.
      const value =
        kind === 'calls'
          ? loaded.attendeePreviewCalls(...(Array.isArray(argument) ? argument : [argument]))
          : kind === 'render'
            ? await loaded.renderAttendeePreview(argument)
            : kind === 'form-step' && typeof loaded.attendeeFormStep === 'function'
              ? await loaded.attendeeFormStep(argument)
              : kind === 'form-answer' && typeof loaded.attendeeFormAnswer === 'function'
                ? await loaded.attendeeFormAnswer(argument)
                : null;
      parentPort.postMessage({ id, ok: true, value: value ?? null });
    } catch (error) {
      parentPort.postMessage({ id, ok: false, error: messageOf(error) });
    }
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: messageOf(error) });
}
