import type { RemoteName } from '@slotwise/shared/remote/remote-module';

/**
 * A remote built against a shared-module version the shell does not provide, typically another
 * major of `@slotwise/shared`. The federation runtime refuses it (the shared modules are
 * strictVersion singletons) with an error whose text is all it gives us; this names the case
 * so the fallback can say what happened.
 */
export class RemoteVersionError extends Error {
  override name = 'RemoteVersionError';

  constructor(
    readonly remote: RemoteName,
    /** The shared module refused, e.g. @slotwise/shared/store/hooks. */
    readonly module: string,
    /** The version of the shared module the shell provides, e.g. 1.0.0. */
    readonly provided: string,
    /** The range the remote was built to need, e.g. ^2.0.0. */
    readonly required: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} remote needs ${module} ${required}; this app provides ${provided}.`, options);
  }

  /** True when the remote was built for a newer shared major than this shell provides. */
  get remoteIsNewer(): boolean {
    return majorOf(this.required) > majorOf(this.provided);
  }
}

function majorOf(version: string): number {
  return Number(/\d+/.exec(version)?.[0] ?? Number.NaN);
}

// "[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module <name> does not
// satisfy the requirement of <remote> which needs ^2.0.0)" (@module-federation/runtime-core 2.9).
const unsatisfiedSingleton =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/;

/** The error as a RemoteVersionError when it is the runtime refusing a shared version, else as is. */
export function classifyRemoteLoadError(remote: RemoteName, error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  const match = unsatisfiedSingleton.exec(message);
  if (!match) return error;
  return new RemoteVersionError(remote, match[2], match[1], match[3], { cause: error });
}
