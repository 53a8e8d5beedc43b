import { contractCatalogue } from '@slotwise/shared/i18n/contract-catalogue';
import type { RemoteModule } from '@slotwise/shared/remote/remote-module';
import { remoteContractVersion } from '@slotwise/shared/remote/remote-module';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { GoogleCallbackPage } from '../features/auth/google-callback-page';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { VerifyEmailPage } from '../features/auth/verify-email-page';
import { authCatalogue } from './auth-catalogue';

const remoteModule: RemoteModule = {
  name: 'mf_auth',
  contractVersion: remoteContractVersion,
  routes: [
    { path: '/login', Component: LoginPage },
    { path: '/register', Component: RegisterPage },
    { path: '/forgot-password', Component: ForgotPasswordPage },
    { path: '/reset-password', Component: ResetPasswordPage },
    { path: '/verify-email', Component: VerifyEmailPage },
    { path: '/auth/google/callback', Component: GoogleCallbackPage },
  ],
  catalogues: [authCatalogue, contractCatalogue],
};

export default remoteModule;
