import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AuthResponse, User } from '@slotwise/shared/contract/auth.contract';
import { baseApi } from '@slotwise/shared/api/base-api';
import { clearStoredToken, readStoredToken, storeToken } from '@slotwise/shared/api/session-storage';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** True at load when a token is stored (product-spec §4). */
  isAuthenticated: boolean;
}

function initialSessionState(): SessionState {
  const token = readStoredToken();
  return { token, user: null, isAuthenticated: token !== null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<AuthResponse>) {
      state.token = action.payload.access_token;
      state.user = action.payload.user;
      state.isAuthenticated = true;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
      state.isAuthenticated = true;
    },
    sessionCleared() {
      return { token: null, user: null, isAuthenticated: false };
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectIsAuthenticated: (state) => state.isAuthenticated,
  },
});

export const { sessionStarted, userLoaded, tokenRefreshed, sessionCleared } = sessionSlice.actions;
export const { selectUser, selectToken, selectIsAuthenticated } = sessionSlice.selectors;

type SessionThunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/** Login, registration and the Google callback all end here. */
export const startSession =
  (auth: AuthResponse): SessionThunk =>
  (dispatch) => {
    storeToken(auth.access_token);
    dispatch(sessionStarted(auth));
  };

/** Local state is cleared whatever the server said (product-spec §4). */
export const endSession = (): SessionThunk => (dispatch) => {
  clearStoredToken();
  dispatch(sessionCleared());
  dispatch(baseApi.util.resetApiState());
};
