import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Bundle figures from the Vite manifest: the JavaScript the sign-in page loads
 * (entry + static imports + the lazily loaded LoginPage chunk and its static
 * imports), CSS, and the largest chunks.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gz = (file: string) => gzipSync(readFileSync(file)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

export function bundleReport(distDir = 'dist') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const login = Object.keys(manifest).find((k) => k.endsWith('features/auth/LoginPage.tsx'));
  const signInKeys = staticClosure(manifest, [entry, ...(login ? [login] : [])]);
  const signInFiles = [...signInKeys].map((k) => manifest[k].file);
  const signInJs = signInFiles.reduce((sum, f) => sum + gz(path.join(distDir, f)), 0);
  const cssFiles = [...new Set([...signInKeys].flatMap((k) => manifest[k].css ?? []))];
  const signInCss = cssFiles.reduce((sum, f) => sum + gz(path.join(distDir, f)), 0);

  const assets = path.join(distDir, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: f, raw: statSync(path.join(assets, f)).size, gzip: gz(path.join(assets, f)) }))
    .sort((a, b) => b.gzip - a.gzip);
  const totalJs = chunks.reduce((s, c) => s + c.gzip, 0);

  return { signInJs, signInCss, signInFiles, totalJs, chunkCount: chunks.length, largest: chunks.slice(0, 8), kb };
}

export function printBundleReport() {
  const r = bundleReport();
  console.log('\n## Bundle (gzip)');
  console.log(`sign-in page JavaScript: ${kb(r.signInJs)} in ${r.signInFiles.length} files (aim: at most 130 KB)`);
  console.log(`sign-in page CSS: ${kb(r.signInCss)}`);
  console.log(`all JavaScript: ${kb(r.totalJs)} in ${r.chunkCount} chunks`);
  console.log('largest chunks:');
  for (const c of r.largest) console.log(`  ${c.file.padEnd(48)} ${kb(c.gzip).padStart(10)} gzip  ${kb(c.raw).padStart(10)} raw`);
  return r;
}
