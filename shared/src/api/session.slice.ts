import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@slotwise/shared/api/base-api';
import { clearStoredToken, readStoredToken, storeToken } from '@slotwise/shared/api/session-storage';
import type { AuthResponse, User } from '@slotwise/shared/contract/auth.contract';

// The access token itself is only read from localStorage (session-storage.ts), so the store
// keeps just whether one is there.
export interface SessionState {
  user: User | null;
  /** True at load when a token is stored (docs/product.md#sessions-and-tokens). */
  isAuthenticated: boolean;
}

function initialSessionState(): SessionState {
  return { user: null, isAuthenticated: readStoredToken() !== null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<AuthResponse>) {
      state.user = action.payload.user;
      state.isAuthenticated = true;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Its payload (the new token) is already in localStorage; older remotes still send it. */
    tokenRefreshed(state, _action: PayloadAction<string>) {
      state.isAuthenticated = true;
    },
    sessionCleared() {
      return { user: null, isAuthenticated: false };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.isAuthenticated,
  },
});

export const { sessionStarted, userLoaded, tokenRefreshed, sessionCleared } = sessionSlice.actions;
export const { selectUser, selectIsAuthenticated } = sessionSlice.selectors;

type SessionThunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/** Login, registration and the Google callback all end here. */
export const startSession =
  (auth: AuthResponse): SessionThunk =>
  (dispatch) => {
    storeToken(auth.access_token);
    dispatch(sessionStarted(auth));
  };

/** Local state is cleared whatever the server said (docs/product.md#sessions-and-tokens). */
export const endSession = (): SessionThunk => (dispatch) => {
  clearStoredToken();
  dispatch(sessionCleared());
  dispatch(baseApi.util.resetApiState());
};
