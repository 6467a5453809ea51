const asOfTime = new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/**
 * "Data as of Mar 2, 11:04:05 AM": when a report's data is complete up to, as the envelope's `as_of` says (a report
 * read from a streaming replica may be a moment behind the books). Nothing when the server did not say.
 */
export default function DataAsOf({ asOf, block }: { asOf?: string; block?: boolean }) {
  if (!asOf || Number.isNaN(Date.parse(asOf))) return null;
  const text = `Data as of ${asOfTime.format(new Date(asOf))}`;
  return block ? <p className="text-muted small mb-1">{text}</p> : <span className="text-muted">{text}</span>;
}
