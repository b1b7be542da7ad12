/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "1" adds the tiny reference game (tools/reference-game.ts) to the app: dev and tests only. */
  readonly VITE_RAILHOUSE_REFERENCE?: string;
  /** Origin of the Railhouse server when it is not the page's own (e.g. `npx vite` beside `npm start`). */
  readonly VITE_RAILHOUSE_SERVER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
