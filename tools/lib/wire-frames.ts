// Malformed engine.io / socket.io frames, sent raw to a running server over both transports.
// What a client library would never send, an attacker sends: the catalogue below names each class
// of bad frame, and `sendFrameCase` delivers one case to one namespace, over a websocket or over
// long-polling, the way a hand-written client would. Used by tests/server/wire-frames.test.ts (every
// case to every namespace) and by `npm run fuzz` (random mixes of them).
import WebSocket from 'ws';
import seedrandom from 'seedrandom';

export type WireTransport = 'websocket' | 'polling';

export interface FrameCase {
  /** The class of malformation, as the issue names them. */
  kind: string;
  /** A short name of this case within its class. */
  name: string;
  /** Join the namespace (a CONNECT packet) before the frames; false sends them before the socket.io handshake. */
  connectFirst: boolean;
  /** Whole engine.io packets, sent one by one after the engine.io handshake. */
  frames: (string | Buffer)[];
}

/** The socket.io namespace prefix of a packet: nothing for '/', `/ns,` otherwise. */
function nspPrefix(nsp: string): string {
  return nsp === '/' ? '' : `${nsp},`;
}

const PLACEHOLDER = '{"_placeholder":true,"num":0}';

/** Every class of malformed frame, addressed to namespace `nsp` ('/' or '/division'…). */
export function frameCases(nsp: string): FrameCase[] {
  const p = nspPrefix(nsp);
  const cases: FrameCase[] = [];
  const add = (kind: string, name: string, frames: (string | Buffer)[], connectFirst = true) => cases.push({ kind, name, frames, connectFirst });

  add('bad type', 'engine.io type 9', ['9']);
  add('bad type', 'engine.io type x', ['x']);
  add('bad type', 'empty frame', ['']);
  add('bad type', 'engine.io message without a packet', ['4']);
  add('bad type', 'socket.io type 7', [`47${p}[]`]);
  add('bad type', 'socket.io type letter', [`4x${p}["x"]`]);
  add('bad type', 'CONNECT_ERROR from a client', [`44${p}{"message":"x"}`]);
  add('bad type', 'binary frame out of turn', [Buffer.from([0xff, 0x00, 0x7f])]);
  add('bad type', 'upgrade packet on an open websocket', ['5']);

  add('bad namespace', 'connect to an unknown namespace', ['40/nope,']);
  add('bad namespace', 'event on a namespace never joined', ['42/nope,["sync","m","0"]']);
  add('bad namespace', 'namespace without a slash', ['40nope,']);
  add('bad namespace', 'namespace of 4,000 characters', [`40/${'a'.repeat(4000)},`]);
  add('bad namespace', 'namespace with control bytes', ['40/\u0000\u0001,']);
  add('bad namespace', 'disconnect from a namespace never joined', ['41/nope,']);
  add('bad namespace', 'second CONNECT to the same namespace', [`40${p}`]);

  add('binary placeholders', 'BINARY_EVENT without its attachment', [`451-${p}["x",${PLACEHOLDER}]`]);
  add('binary placeholders', 'attachment number out of range', [`451-${p}["x",{"_placeholder":true,"num":7}]`]);
  add('binary placeholders', 'a text frame where the attachment should be', [`451-${p}["x",${PLACEHOLDER}]`, '42["y"]']);
  add('binary placeholders', 'BINARY_ACK without its attachment', [`461-${p}1[${PLACEHOLDER}]`]);
  add('binary placeholders', 'a billion attachments announced', [`45999999999-${p}["x"]`]);
  add('binary placeholders', 'placeholder in a plain EVENT', [`42${p}["sync",${PLACEHOLDER},"0"]`]);
  add('binary placeholders', 'attachment count without a dash', [`451${p}["x"]`]);

  add('truncated JSON', 'open array', [`42${p}[`]);
  add('truncated JSON', 'open object in an event', [`42${p}["sync",{`]);
  add('truncated JSON', 'EVENT without a payload', [`42${p}`]);
  add('truncated JSON', 'CONNECT with a broken auth object', [`40${p}{`], false);
  add('truncated JSON', 'unterminated string', [`42${p}["upd`]);

  add('huge ids', 'ack id of 400 digits', [`42${p}${'9'.repeat(400)}["x"]`]);
  add('huge ids', 'ACK for an id never sent', [`43${p}99999999999999999999[]`]);
  add('huge ids', 'negative ack id', [`42${p}-1["x"]`]);
  add('huge ids', 'ack id past 2^53', [`42${p}9007199254740993["sync","m","0"]`]);

  add('bad payload', 'object instead of an array', [`42${p}{"a":1}`]);
  add('bad payload', 'string instead of an array', [`42${p}"x"`]);
  add('bad payload', 'empty array', [`42${p}[]`]);
  add('bad payload', 'number as the event name', [`42${p}[1,2]`]);
  add('bad payload', 'reserved event name', [`42${p}["disconnect"]`]);
  add('bad payload', '__proto__ as the event and argument', [`42${p}["__proto__",{"__proto__":{"polluted":1}}]`]);
  add('bad payload', 'sync with nulls', [`42${p}["sync",null,null,null]`]);
  add('bad payload', 'forged UPDATE action', [`42${p}["update",{"type":"UPDATE","payload":{}},0,"m","0"]`]);
  add('bad payload', 'JSON nested 20,000 deep', [`42${p}${'['.repeat(20_000)}${']'.repeat(20_000)}`]);
  add('bad payload', 'a megabyte-long event', [`42${p}["chat","${'x'.repeat(1_000_000)}"]`]);

  add('before the handshake', 'EVENT before CONNECT', [`42${p}["sync","m","0"]`], false);
  add('before the handshake', 'BINARY_EVENT before CONNECT', [`451-${p}["x",${PLACEHOLDER}]`], false);
  add('before the handshake', 'ACK before CONNECT', [`43${p}1[]`], false);
  add('before the handshake', 'DISCONNECT before CONNECT', [`41${p}`], false);
  add('before the handshake', 'engine.io message without a packet before CONNECT', ['4'], false);
  return cases;
}

export interface FrameResult {
  /** The server closed the connection (a refusal is allowed; only the process must live). */
  closedByServer: boolean;
  /** Something failed on our side (the server refused the handshake, a network error). */
  error?: string;
}

const HANDSHAKE_TIMEOUT_MS = 15_000;

/** Waits at most `ms` for `done`, polling every few ms. */
async function within(ms: number, done: () => boolean): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

function socketIoUrl(base: string, transport: WireTransport, sid?: string): string {
  const url = new URL('/socket.io/', base);
  url.searchParams.set('EIO', '4');
  url.searchParams.set('transport', transport);
  if (sid) url.searchParams.set('sid', sid);
  return url.href;
}

async function overWebsocket(base: string, nsp: string, c: FrameCase, lingerMs: number): Promise<FrameResult> {
  const ws = new WebSocket(socketIoUrl(base, 'websocket').replace(/^http/, 'ws'));
  const received: string[] = [];
  let closed = false;
  let error: string | undefined;
  ws.on('message', (m) => received.push(m.toString()));
  ws.on('close', () => (closed = true));
  ws.on('error', (e) => (error = e.message));
  await within(HANDSHAKE_TIMEOUT_MS, () => closed || received.some((m) => m.startsWith('0')));
  if (!received.some((m) => m.startsWith('0'))) {
    ws.terminate();
    return { closedByServer: closed, error: error ?? 'no engine.io handshake' };
  }
  if (c.connectFirst) {
    ws.send(`40${nspPrefix(nsp)}`);
    await within(HANDSHAKE_TIMEOUT_MS, () => closed || received.some((m) => m.startsWith('40') || m.startsWith('44')));
  }
  for (const frame of c.frames) if (!closed) ws.send(frame);
  await within(lingerMs, () => closed);
  const closedByServer = closed;
  ws.terminate();
  return { closedByServer, error };
}

async function post(url: string, body: string): Promise<number> {
  const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' }, signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS) });
  await res.text();
  return res.status;
}

/** The server cut the connection (a refusal): fetch says so as an undici socket error. */
function closedByPeer(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } })?.cause;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET' || cause?.code === 'EPIPE';
}

async function overPolling(base: string, nsp: string, c: FrameCase, lingerMs: number): Promise<FrameResult> {
  let url: string | undefined;
  let closedByServer = false;
  try {
    const open = await fetch(socketIoUrl(base, 'polling'), { signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS) });
    const text = await open.text();
    const sid = /"sid":"([^"]+)"/.exec(text)?.[1];
    if (open.status !== 200 || !sid) return { closedByServer: true, error: `polling handshake answered ${open.status}` };
    url = socketIoUrl(base, 'polling', sid);
    if (c.connectFirst) {
      await post(url, `40${nspPrefix(nsp)}`);
      const reply = await fetch(url, { signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS) });
      await reply.text();
    }
    for (const frame of c.frames) {
      // Polling carries text; a binary frame goes base64-encoded, as engine.io's clients send it.
      const body = typeof frame === 'string' ? frame : `b${frame.toString('base64')}`;
      const status = await post(url, body);
      if (status !== 200) {
        closedByServer = true;
        break;
      }
    }
    if (!closedByServer) {
      // A GET answers at once with what is queued, or a close (`1`) or 400 once the server dropped the session.
      // The linger's abort may come while the headers or the body are on their way: either way
      // nothing more came within it, which says nothing about the server.
      const read = await fetch(url, { signal: AbortSignal.timeout(lingerMs) })
        .then(async (res) => ({ status: res.status, body: await res.text() }))
        .catch(() => undefined);
      closedByServer = read !== undefined && (read.status !== 200 || read.body.includes('\u001e1') || read.body === '1');
    }
  } catch (err) {
    if (closedByPeer(err)) return { closedByServer: true };
    return { closedByServer, error: `${(err as Error).message} (${(err as { cause?: Error }).cause?.message ?? 'no cause'})` };
  } finally {
    // Leave no session behind: an engine.io close packet (ignored if the server already closed it).
    if (url) await post(url, '1').catch(() => 0);
  }
  return { closedByServer };
}

/** Sends one case to `nsp` on the server at `base` (http://host:port). */
export function sendFrameCase(base: string, nsp: string, c: FrameCase, transport: WireTransport, lingerMs = 250): Promise<FrameResult> {
  return transport === 'websocket' ? overWebsocket(base, nsp, c, lingerMs) : overPolling(base, nsp, c, lingerMs);
}

/** Requests that break engine.io itself before any session exists (polling; each must get a 4xx, never kill the process). */
export async function sendBrokenHandshakes(base: string): Promise<number[]> {
  const root = new URL('/socket.io/', base).href;
  const tries: [string, RequestInit?][] = [
    [`${root}?EIO=4&transport=polling&sid=unknown-session`, { method: 'POST', body: '40' }],
    [`${root}?EIO=4&transport=polling`, { method: 'POST', body: '40' }],
    [`${root}?EIO=99&transport=polling`],
    [`${root}?EIO=4&transport=carrier-pigeon`],
    [`${root}?EIO=4&transport=polling&sid=${'x'.repeat(10_000)}`],
    [`${root}?transport=polling`],
    [`${root}?EIO=4&transport=websocket`],
  ];
  const statuses: number[] = [];
  for (const [url, init] of tries) {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(HANDSHAKE_TIMEOUT_MS) });
    await res.text();
    statuses.push(res.status);
  }
  return statuses;
}

export interface WireFuzzCounts {
  runs: number;
  /** Connections the server closed (a refusal: allowed). */
  closedByServer: number;
  /** Cases our side could not deliver: the server stopped answering (a failure). */
  undelivered: number;
  failures: string[];
}

/** A frame changed at one random place: cut short, a character replaced, a byte put in, or doubled. */
function mutateFrame(frame: string | Buffer, rng: () => number): string | Buffer {
  const text = typeof frame === 'string' ? frame : frame.toString('latin1');
  const at = Math.floor(rng() * (text.length + 1));
  const odd = String.fromCharCode(Math.floor(rng() * 256));
  const changed = [
    () => text.slice(0, at),
    () => text.slice(0, at) + odd + text.slice(at + 1),
    () => text.slice(0, at) + odd + text.slice(at),
    () => text + text,
  ][Math.floor(rng() * 4)]();
  return typeof frame === 'string' ? changed : Buffer.from(changed, 'latin1');
}

/**
 * `runs` random cases of the catalogue against the server at `base`: a random namespace of
 * `namespaces`, a random transport, and half the time one frame mutated at random. Seeded by
 * `seed` (seedrandom), so a run repeats exactly. `onCase` is told after each case (progress).
 */
export async function fuzzWireFrames(
  base: string,
  namespaces: string[],
  runs: number,
  seed: number,
  onCase: (done: number) => void = () => {},
): Promise<WireFuzzCounts> {
  const rng = seedrandom(`wire-${seed}`);
  const counts: WireFuzzCounts = { runs: 0, closedByServer: 0, undelivered: 0, failures: [] };
  const catalogue = new Map(namespaces.map((nsp) => [nsp, frameCases(nsp)]));
  for (let i = 0; i < runs; i++) {
    const nsp = namespaces[Math.floor(rng() * namespaces.length)];
    const cases = catalogue.get(nsp)!;
    const picked = cases[Math.floor(rng() * cases.length)];
    const frames = rng() < 0.5 ? picked.frames : picked.frames.map((f, k) => (k === Math.floor(rng() * picked.frames.length) ? mutateFrame(f, rng) : f));
    const transport: WireTransport = rng() < 0.5 ? 'websocket' : 'polling';
    const result = await sendFrameCase(base, nsp, { ...picked, frames }, transport, 30);
    counts.runs++;
    if (result.closedByServer) counts.closedByServer++;
    if (result.error && !/handshake answered 4\d\d/.test(result.error)) {
      counts.undelivered++;
      if (counts.failures.length < 10) counts.failures.push(`${nsp} ${transport} ${picked.kind}: ${picked.name}: ${result.error}`);
    }
    onCase(counts.runs);
  }
  return counts;
}
