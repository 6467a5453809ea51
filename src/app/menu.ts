import type { Scope } from '../../contract/scopes';
import { MENU_GROUPS, type MenuGroup, type RouteDef } from './routeTypes';

export interface MenuGroupView {
  group: MenuGroup;
  entries: { label: string; to: string }[];
}

/** The navigation menu: an entry shows if the user holds any of its route's scopes (spec 000 §2.6). */
export function buildMenu(table: readonly RouteDef[], canSee: (scopes: readonly Scope[]) => boolean): MenuGroupView[] {
  return MENU_GROUPS.map((group) => ({
    group,
    entries: table
      .filter((r) => r.menu?.group === group && canSee(r.scopes))
      .map((r) => ({ label: r.menu!.label, to: r.menu!.to ?? r.path })),
  })).filter((g) => g.entries.length > 0);
}
