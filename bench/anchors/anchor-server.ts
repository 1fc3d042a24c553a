import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, stopApiServer, waitForHealth, type ApiServer } from '../server';

/**
 * The bare Fastify server of bare-server.ts, run as its own process like the API. It answers
 * /api/health (as it answers any path), so settle() and stopApiServer() serve it as they serve
 * the API.
 */
export interface AnchorServer extends ApiServer {
  /** Where its static files are; /static/<name> serves <staticDir>/<name>. */
  staticDir: string;
}

export async function startAnchorServer(): Promise<AnchorServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const staticDir = await mkdtemp(path.join(os.tmpdir(), 'niyukti-anchor-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/anchors/bare-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ANCHOR_STATIC_DIR: staticDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child);
  return { baseUrl, process: child, staticDir };
}

export async function stopAnchorServer(anchor: AnchorServer) {
  await stopApiServer(anchor);
  await rm(anchor.staticDir, { recursive: true, force: true });
}

/** The anchor forgets every answer it was handed (each path answers `{}` again). */
export async function forgetBytes(anchor: AnchorServer) {
  const response = await fetch(`${anchor.baseUrl}/__anchor/body`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`the anchor did not forget: ${response.status}`);
}

/**
 * From now on the anchor answers a GET of `requestPath` (path and query, as the load writes it)
 * with `body` and these headers (content-type, and content-encoding when the bytes are
 * compressed), exactly as handed over.
 */
export async function serveBytes(
  anchor: AnchorServer,
  requestPath: string,
  body: Buffer,
  headers: Record<string, string | undefined>,
) {
  const handed: Record<string, string> = { 'content-type': 'application/octet-stream' };
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) handed[`x-anchor-${name}`] = value;
  const at = new URLSearchParams({ path: requestPath });
  const response = await fetch(`${anchor.baseUrl}/__anchor/body?${at}`, {
    method: 'PUT',
    headers: handed,
    body: new Uint8Array(body),
  });
  if (!response.ok) throw new Error(`the anchor refused the body: ${response.status}`);
}

/** Writes `bytes` as the anchor's static file `name`; returns the path that serves it. */
export async function serveStaticFile(anchor: AnchorServer, name: string, bytes: Buffer) {
  await writeFile(path.join(anchor.staticDir, name), bytes);
  return `/static/${name}`;
}
