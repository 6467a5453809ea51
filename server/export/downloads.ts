import { rm } from 'node:fs/promises';
import { randomToken, sha256, TOKEN_PATTERN } from '../auth/tokens';
import { isoAt } from '../clock';
import { sql } from '../db/db';
import type { Deps } from '../deps';
import { API_PREFIX } from '../http/routeRegistry';

/**
 * Download links of exported files. A link is usable only by the session
 * that asked for the export: fetching it takes two secrets, the token in
 * the path (32 random bytes, stored only as SHA-256) and that same
 * session's bearer token in the Authorization header (its SHA-256 must be
 * the link's session_hash). A link seen in a log, the browser's history, a
 * shared screenshot or a proxy is therefore useless to anyone else, even to
 * another session of the same user. The link is also valid only for
 * EXPORT_TTL_SECONDS and while that session is alive (logout, idle or
 * absolute expiry kill it) and its user active.
 */
export const DOWNLOADS_PATH = `${API_PREFIX}/downloads`;

export interface DownloadGrant {
  userId: number;
  /** sessions.token_hash of the requesting session. */
  sessionHash: string;
  filePath: string;
  fileName: string;
}

export interface DownloadFile {
  file_path: string;
  file_name: string;
}

/** Records the grant and answers its token (the file may still be being written; the token is not handed out before). */
export async function grantDownload(deps: Deps, grant: DownloadGrant): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await deps.db.run(sql`
    INSERT INTO export_downloads (token_hash, user_id, session_hash, file_path, file_name, created_at, expires_at)
    VALUES (${sha256(token)}, ${grant.userId}, ${grant.sessionHash}, ${grant.filePath}, ${grant.fileName},
            ${isoAt(now)}::timestamptz, ${isoAt(now + deps.config.exportTtlSeconds * 1000)}::timestamptz)`);
  return token;
}

export const downloadUrl = (token: string) => `${DOWNLOADS_PATH}/${token}`;

export async function revokeDownload(deps: Deps, token: string): Promise<void> {
  await deps.db.run(sql`DELETE FROM export_downloads WHERE token_hash = ${sha256(token)}`);
}

/**
 * The file behind a token for the session of `bearer` (the Authorization
 * header's token), or null when the token is unknown or expired, the bearer
 * is missing or is not the session that asked for the export, that session
 * has ended (revoked, expired, idle) or its user was deactivated. The caller
 * answers every null alike, so nobody learns whether a link exists. The
 * session rule is Sessions.alive, without touching the session: a download
 * is not user activity.
 */
export async function findDownload(deps: Deps, token: string, bearer: string | undefined): Promise<DownloadFile | null> {
  if (!TOKEN_PATTERN.test(token) || !bearer || !TOKEN_PATTERN.test(bearer)) return null;
  const now = deps.clock.now();
  const row = await deps.db.one<DownloadFile>(sql`
    SELECT d.file_path, d.file_name
    FROM export_downloads d
    JOIN sessions s ON s.token_hash = d.session_hash AND s.user_id = d.user_id
    JOIN users u ON u.id = d.user_id
    WHERE d.token_hash = ${sha256(token)}
      AND d.session_hash = ${sha256(bearer)}
      AND d.expires_at > ${isoAt(now)}::timestamptz
      AND ${deps.sessions.alive('s')}
      AND u.active`);
  return row ?? null;
}

/** Deletes expired links and their files; called on every new export, so the folder never grows for long. */
export async function removeExpiredDownloads(deps: Deps): Promise<number> {
  const gone = await deps.db.rows<{ file_path: string }>(sql`
    DELETE FROM export_downloads WHERE expires_at <= ${isoAt(deps.clock.now())}::timestamptz RETURNING file_path`);
  await Promise.all(gone.map((g) => rm(g.file_path, { force: true })));
  return gone.length;
}
