/**
 * "2026-03-02 09:00:00 (Asia/Manila)": the run time printed in export headers.
 * The business runs on Manila time whatever the server's zone is.
 */
const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function manilaDateTime(ms: number): string {
  const p = Object.fromEntries(FORMAT.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} (Asia/Manila)`;
}

/** An ISO timestamp as "2026-03-02 09:00:00" in Manila (datetime columns of an export); text that is not a time stays as it is. */
export function formatManilaDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : manilaDateTime(ms).replace(' (Asia/Manila)', '');
}
