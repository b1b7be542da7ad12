// The house provenance fields (architecture.md): every row says where its numbers come from.
// `ref` names the section of shared/design/lost-atlas.md the row was transcribed from.
export type Source = 'seed' | 'public' | 'project';
export type Confidence = 'h' | 'm' | 'l';

export interface Provenance {
  source: Source;
  /** Confidence of a public row (design §0 tags). */
  conf?: Confidence;
  ref: string;
}
