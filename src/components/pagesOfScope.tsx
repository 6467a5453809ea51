import { createContext, useContext } from 'react';

/**
 * Which pages a permission scope opens: the titles of the routes that name
 * it. The route table lives in the app layer, which features do not import;
 * the app provides this (AuthedLayout), the permission matrix reads it to
 * show, per function, the pages it unlocks (Show/Hide Pages, spec 002 §2.5).
 */
export type PagesOfScope = (scope: string) => readonly string[];

const PagesOfScopeContext = createContext<PagesOfScope>(() => []);

export const PagesOfScopeProvider = PagesOfScopeContext.Provider;

export function usePagesOfScope(): PagesOfScope {
  return useContext(PagesOfScopeContext);
}

/** The lookup from a route table: every route title per scope, once each, in the table's order. */
export function pagesOfScopeFrom(routes: readonly { title: string; scopes: readonly string[] }[]): PagesOfScope {
  const byScope = new Map<string, string[]>();
  for (const r of routes) {
    for (const s of r.scopes) {
      const titles = byScope.get(s) ?? [];
      if (!titles.includes(r.title)) titles.push(r.title);
      byScope.set(s, titles);
    }
  }
  return (scope) => byScope.get(scope) ?? [];
}
