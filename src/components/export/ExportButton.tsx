import { useState } from 'react';
import type { Scope } from '../../../contract/scopes';
import { usePermission } from '../permissions';
import { showError } from '../dialogs';
import { runExport } from './runExport';

interface ExportButtonProps {
  /** The export scope; without it the button is not shown (spec 000 §2.8). */
  scope: Scope;
  path: string;
  /** Builds the request body; return null after showing a validation message to cancel. */
  body: () => unknown | null;
  /** Told when an export starts and ends, so a screen can disable its controls. */
  onRunningChange?: (running: boolean) => void;
  disabled?: boolean;
  label?: string;
}

export default function ExportButton({ scope, path, body, onRunningChange, disabled, label = 'Export' }: ExportButtonProps) {
  const allowed = usePermission(scope);
  const [running, setRunning] = useState(false);
  if (!allowed) return null;
  async function onClick() {
    const payload = body();
    if (payload === null) return;
    setRunning(true);
    onRunningChange?.(true);
    try {
      await runExport(path, payload, (text) => void showError('Error', text));
    } finally {
      setRunning(false);
      onRunningChange?.(false);
    }
  }
  return (
    <button type="button" className="btn btn-success" onClick={onClick} disabled={disabled || running}>
      {running ? (
        <>
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> Exporting…
        </>
      ) : (
        label
      )}
    </button>
  );
}
