import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserProfile } from '../../contract/auth';

export interface AuthState {
  isAuthed: boolean;
  isLoggingOut: boolean;
  profileData: UserProfile | null;
  accessToken: string | null;
  permissions: string[];
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
    signedIn(state, action: PayloadAction<{ user: UserProfile; token: string }>) {
      state.isAuthed = true;
      state.isLoggingOut = false;
      state.profileData = action.payload.user;
      state.accessToken = action.payload.token;
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

export const { signedIn, permissionsLoaded, loggingOut, signedOut } = authSlice.actions;
