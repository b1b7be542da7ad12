// Child process for the kill -9 test: opens an adapter, creates match "crash", then writes moves
// as fast as it can, printing "ack <stateID>" only after each write has returned (committed).
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
  process.stdout.write(`ack ${state._stateID}\n`);
}
