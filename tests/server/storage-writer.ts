// Child process for the kill -9 test: opens an adapter, creates match "crash", then writes moves
// as fast as it can, printing "ack <stateID>" only after each write has returned (committed), and
// the next write only once the ack is in the kernel's pipe.
import { pathToFileURL } from 'node:url';
import { newMatch, nextState } from './storage-conformance';

const [modulePath, exportName, location] = process.argv.slice(2);
const mod = await import(pathToFileURL(modulePath).href);
const db = await mod[exportName](location);
await db.connect();
const { initialState, metadata } = newMatch();
await db.createMatch('crash', { initialState, metadata });
let state = initialState;
for (let i = 0; i < 200_000; i++) {
  const step = nextState(state);
  state = step.state;
  await db.setState('crash', state, step.deltalog);
  // Wait until the kernel has the ack: a write the pipe cannot take at once is queued in this
  // process and dies with it, so without the wait the store ran hundreds of commits ahead of the
  // acks the test could read (1711 stored, 279 read, on a loaded machine).
  await new Promise<void>((done) => process.stdout.write(`ack ${state._stateID}\n`, () => done()));
}
