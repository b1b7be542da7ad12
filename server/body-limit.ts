// Request bodies over their limit are answered 413 with a reason the client can read, before any
// of the body is read. Before, both ways of refusing one lost the answer: engine.io's polling
// transport (socket.io's long-polling POSTs) writes a bare 413 and destroys the request at once,
// and a connection closed with unread bytes is answered by the kernel with a reset, so a client
// still sending its body reads the reset, not the 413; the lobby (lobby.ts readJson) read up to
// 4 MB of it first.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface OversizedBodyPolicy {
  /** The most bytes a body may have on this request's route; undefined: not checked here. */
  limitFor(req: IncomingMessage): number | undefined;
  /** Bytes of a refused body read and dropped so that the 413 is readable; past them the connection is cut. */
  drainBytes: number;
  /** How long a refused body is drained at most. */
  drainMs: number;
}

/**
 * Puts a check in front of every request listener of `server` (koa's and engine.io's, which takes
 * its requests first): a request whose Content-Length passes its route's limit gets 413, a JSON
 * `{error}` and `Connection: close`, and its listeners never see it. A request that says
 * `Expect: 100-continue` is refused without the 100, so its client never sends the body. A body
 * without a Content-Length (chunked) is left to the route's own reader.
 */
export function refuseOversizedBodies(server: Server, policy: OversizedBodyPolicy): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const tooLarge = (req: IncomingMessage): number | undefined => {
    const limit = policy.limitFor(req);
    const declared = req.headers['content-length'];
    return limit !== undefined && declared !== undefined && Number(declared) > limit ? limit : undefined;
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const limit = tooLarge(req);
    if (limit !== undefined) return answerTooLarge(req, res, limit, policy);
    for (const listener of listeners) listener.call(server, req, res);
  });
  // Node answers 100 Continue itself unless someone listens for these requests.
  if (server.listenerCount('checkContinue') === 0) {
    server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
      const limit = tooLarge(req);
      if (limit !== undefined) return answerTooLarge(req, res, limit, policy);
      res.writeContinue();
      server.emit('request', req, res);
    });
  }
}

function answerTooLarge(req: IncomingMessage, res: ServerResponse, limit: number, policy: OversizedBodyPolicy) {
  const body = JSON.stringify({
    error: `The request body is too large: ${req.headers['content-length']} bytes, at most ${limit} on this route.`,
  });
  const socket = req.socket as Socket & { destroySoon?: () => void };
  // With Connection: close, Node destroys the socket as soon as the response is written, unread
  // body and all (the reset above). Instead the socket only ends its sending side after the
  // response, and the body still coming is read and dropped, within drainBytes and drainMs.
  let drained = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, policy.drainMs).unref();
  socket.once('close', () => clearTimeout(timer));
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
  };
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > policy.drainBytes) cut();
  });
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body);
}
