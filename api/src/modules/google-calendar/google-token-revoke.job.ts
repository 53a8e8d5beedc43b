import type { JobHandler } from '../jobs/job-runner';
import type { NewJobRow } from '../jobs/jobs.repository';
import type { GoogleAccountsService } from './google-accounts.service';

export const GOOGLE_TOKEN_REVOKE_JOB = 'google-token-revoke';

/**
 * Revokes a grant at Google after its account row is gone (an account deleted,
 * docs/product.md#your-data): durable and retried, best effort in the end. The payload holds the
 * token sealed as it was stored, and nothing naming the account.
 */
export function googleTokenRevokeJobs(sealedTokens: string[]): NewJobRow[] {
  return sealedTokens.map((sealed) => ({
    kind: GOOGLE_TOKEN_REVOKE_JOB,
    payload: { sealed },
    runAt: new Date(),
  }));
}

export function googleTokenRevokeHandler(accounts: GoogleAccountsService): JobHandler {
  return async (job) => {
    const sealed = (job.payload as { sealed?: unknown }).sealed;
    if (typeof sealed === 'string') await accounts.revokeSealed(sealed);
  };
}
