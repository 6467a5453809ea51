/** Today in Asia/Manila as YYYY-MM-DD (the app's business day, whatever the browser's zone). */
export function todayManila(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
