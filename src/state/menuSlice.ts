import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MenuState {
  /** Menu groups the user has expanded, remembered across reloads. */
  openGroups: string[];
}

const initialState: MenuState = { openGroups: [] };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    groupToggled(state, action: PayloadAction<string>) {
      const g = action.payload;
      state.openGroups = state.openGroups.includes(g)
        ? state.openGroups.filter((x) => x !== g)
        : [...state.openGroups, g];
    },
  },
});

export const { groupToggled } = menuSlice.actions;
