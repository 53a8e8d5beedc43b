import { createHash } from 'node:crypto';
import { accountMessages } from '@slotwise/shared/contract/account-security.contract';
import type { SignupMode } from '@slotwise/shared/contract/instance.contract';
import type { AppConfig } from '../../config';
import type { DbExecutor } from '../../db/database';
import { HttpError } from '../../lib/http-errors.util';
import {
  consumeInstanceInvitation,
  findStoredSignupMode,
  hasPendingTeamInvitation,
  instanceHasAccounts,
  storeSignupMode,
} from './instance.repository';

const sha256Hex = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Why a new account may not be made; `code` names it for the Google callback screen. */
export class SignupRefused extends HttpError {
  constructor(readonly code: 'signup_closed' | 'signup_invitation_only' | 'invitation_invalid') {
    const message =
      code === 'signup_closed'
        ? accountMessages.signupClosed
        : code === 'signup_invitation_only'
          ? accountMessages.signupInvitationOnly
          : accountMessages.invitationInvalid;
    super(403, { message });
  }
}

/** Sign-up modes and invitations of the instance (docs/product.md#instance-administration). */
export class InstanceSettings {
  constructor(private readonly config: AppConfig) {}

  get defaultSignupMode(): SignupMode {
    return this.config.signupMode ?? 'open';
  }

  async signupMode(db: DbExecutor): Promise<SignupMode> {
    const stored = await findStoredSignupMode(db);
    return (stored as SignupMode | null) ?? this.defaultSignupMode;
  }

  /**
   * The mode a new account meets: open for the very first account of the instance, whatever the
   * mode, so that a server started closed still gets its administrator.
   */
  async modeForNewAccount(db: DbExecutor): Promise<SignupMode> {
    if (!(await instanceHasAccounts(db))) return 'open';
    return this.signupMode(db);
  }

  async setSignupMode(db: DbExecutor, mode: SignupMode): Promise<void> {
    await storeSignupMode(db, mode);
  }

  /**
   * In the transaction that creates the account: refuses when sign-up is closed, or by
   * invitation only without an invitation to this address. An administrator's invitation is used
   * up; a team invitation stays for the new account to accept.
   *
   * A password sign-up must bring the secret of its invitation link; a Google sign-up, whose
   * address Google proved, is admitted by any open invitation to that address.
   */
  async admitNewAccount(
    db: DbExecutor,
    request: { email: string; invitation: string | null; addressProven: boolean; firstAccount: boolean },
  ): Promise<void> {
    if (request.firstAccount) return;
    const mode = await this.signupMode(db);
    if (mode === 'open') return;
    if (mode === 'closed') throw new SignupRefused('signup_closed');
    const { email, invitation, addressProven } = request;
    if (!invitation && !addressProven) throw new SignupRefused('signup_invitation_only');
    const hash = invitation ? sha256Hex(invitation) : null;
    if (await consumeInstanceInvitation(db, email, hash)) return;
    if (await hasPendingTeamInvitation(db, email, hash)) return;
    throw new SignupRefused(invitation ? 'invitation_invalid' : 'signup_invitation_only');
  }
}
