// The built UI's files go out compressed: the .br or .gz copy the build wrote beside a file, as
// the request's Accept-Encoding allows, with the original's type, the same caching headers and
// Vary: Accept-Encoding; the plain file to a client that accepts neither.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { startServer, tempDir } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('railhouse '.repeat(200))});`;

let dir: string;
let server: RailhouseServer;

beforeAll(async () => {
  dir = tempDir('static-files');
  const ui = path.join(dir, 'ui');
  fs.mkdirSync(path.join(ui, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(ui, 'index.html'), '<!doctype html><title>Railhouse app</title>');
  const script = path.join(ui, 'assets', 'app-1234.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  fs.writeFileSync(path.join(ui, 'assets', 'plain-1234.css'), 'body{}');
  server = await startServer({ dbPath: path.join(dir, 'db', 'static.sqlite'), uiDir: ui });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET with exactly these request headers, the body as sent (fetch would decode it). */
function get(route: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + route, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('static files', () => {
  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => gunzipSync(b)],
    [undefined, 'identity', (b: Buffer) => b],
    [undefined, '', (b: Buffer) => b],
  ])('sends the %s copy when the client accepts "%s"', async (encoding, accept, decode) => {
    const res = await get('/assets/app-1234.js', accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(decode(res.body).toString()).toBe(SCRIPT);
  });

  it('sends a file without a compressed copy as it is, and index.html uncached', async () => {
    const css = await get('/assets/plain-1234.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString()).toBe('body{}');
    const index = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body.toString()).toContain('Railhouse app');
  });
});
