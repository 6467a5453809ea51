import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '../../contract/auth';

export interface AuthState {
  isAuthed: boolean;
  isLoggingOut: boolean;
  profileData: UserProfile | null;
  accessToken: string | null;
  permissions: string[];
  /** An administrator set the password: the user changes it before anything else (the server refuses other calls). */
  mustChangePassword?: boolean;
}

const initialState: AuthState = {
  isAuthed: false,
  isLoggingOut: false,
  profileData: null,
  accessToken: null,
  permissions: [],
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: UserProfile; token: string; mustChangePassword?: boolean }>) {
      state.isAuthed = true;
      state.isLoggingOut = false;
      state.profileData = action.payload.user;
      state.accessToken = action.payload.token;
      state.mustChangePassword = action.payload.mustChangePassword === true;
    },
    passwordChanged(state) {
      state.mustChangePassword = false;
    },
    permissionsLoaded(state, action: PayloadAction<string[]>) {
      state.permissions = action.payload;
    },
    loggingOut(state) {
      state.isLoggingOut = true;
    },
    signedOut() {
      return initialState;
    },
  },
});

export const { signedIn, permissionsLoaded, loggingOut, signedOut, passwordChanged } = authSlice.actions;
