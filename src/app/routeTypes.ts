import type { ComponentType } from 'react';
import type { Scope } from '../../contract/scopes';
import type { AppDispatch } from '../state/hooks';

export const MENU_GROUPS = [
  'Master Databases',
  'Inventory',
  'Credit and Collections',
  'Purchasing',
  'Finance and Accounting',
  'Treasury',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export interface MenuEntry {
  group: MenuGroup;
  label: string;
  /** Where the menu link goes when the route has parameters (defaults to path). */
  to?: string;
}

/** One authenticated route: path, lazy page, scopes, menu entry. */
export interface RouteDef {
  /** react-router pattern, e.g. '/view/products/list/:product_code' or '/debit-memo/:status?'. */
  path: string;
  title: string;
  /** The user needs any one of these; [] means every signed-in user. */
  scopes: readonly Scope[];
  /** Lazy page module; when absent the route shows the "not available yet" screen. */
  page?: () => Promise<{ default: ComponentType }>;
  menu?: MenuEntry;
  /** A concrete URL for parameterised paths, used by the end-to-end route walk. */
  example?: string;
  /** Where an old address leads (the route walk expects to land there). */
  redirectsTo?: string;
  /**
   * What the screen reads first (its grid's first page), started with the route change beside the loading of its
   * code; only on the bare path (a URL with filters or a page is the screen's own to read) and for a user the
   * route's scopes let in.
   */
  prefetch?: (dispatch: AppDispatch) => void;
}

/** What a route tells the shell (react-router `handle`): its document title and, for guarded screens, the scopes. */
export interface RouteHandle {
  title: string;
  /** The user needs any one of these; without them the title says "Access denied". */
  scopes?: readonly Scope[];
}
