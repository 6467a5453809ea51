import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a resend is allowed; restart() starts a new wait. */
export function useCountdown(): { left: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((seconds: number) => {
    setNow(Date.now());
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { left, restart };
}

export function mmss(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
