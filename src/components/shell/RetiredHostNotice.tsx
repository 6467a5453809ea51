import { useEffect, useState, type ReactNode } from 'react';
import { config } from '../../lib/config';

/** Where the browser goes (an object so tests can replace it). */
export const redirect = { go: (url: string) => window.location.assign(url) };

export const RETIRED_REDIRECT_SECONDS = 5;

/** The same page on the new host: path, query and hash kept so bookmarks and shared links still land. */
export function newAddressFor(base: string, loc: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return base.replace(/\/+$/, '') + loc.pathname + loc.search + loc.hash;
}

/** On a retired host: "The ERP has moved", then a redirect after 5 s (spec 000 §2.4). */
export default function RetiredHostNotice({ children }: { children: ReactNode }) {
  const retired = config.retiredHosts.includes(window.location.hostname);
  const [left, setLeft] = useState(RETIRED_REDIRECT_SECONDS);
  const target = newAddressFor(config.newHostUrl, window.location);
  // Without a configured new host the "redirect" would reload this same retired page every 5 s.
  const canRedirect = config.newHostUrl !== '';

  useEffect(() => {
    if (!retired || !canRedirect) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = RETIRED_REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        redirect.go(target);
      }
    }, 200);
    return () => clearInterval(timer);
  }, [retired, canRedirect, target]);

  if (!retired) return <>{children}</>;
  return (
    <div className="container py-5 text-center" role="alert">
      <h1 className="h3">The ERP has moved</h1>
      {canRedirect && (
        <>
          <p>
            Its new address is <a href={target}>{config.newHostUrl}</a>.
          </p>
          <p className="text-muted">You will be redirected in {left} seconds.</p>
        </>
      )}
    </div>
  );
}
