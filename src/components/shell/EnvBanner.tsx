import { useState } from 'react';

/** Environment by serving port (spec 000 §2.4); null means production: no banner. */
export function envNameForPort(port: string): string | null {
  switch (port) {
    case '8084':
      return 'Staging 2';
    case '8083':
      return 'Staging';
    case '42763':
      return 'QA';
    case '3000':
    case '5000':
      return 'Development';
    default:
      return null;
  }
}

const DISMISSED = 'erp.envBanner.dismissed';

export default function EnvBanner({ port = window.location.port }: { port?: string }) {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED) === '1');
  const name = envNameForPort(port);
  if (!name || dismissed) return null;
  return (
    <div className="alert alert-warning alert-dismissible mb-0 rounded-0 py-1 small" role="status">
      Server: {name}
      <button
        type="button"
        className="btn-close py-2"
        aria-label="Dismiss"
        onClick={() => {
          sessionStorage.setItem(DISMISSED, '1');
          setDismissed(true);
        }}
      />
    </div>
  );
}
