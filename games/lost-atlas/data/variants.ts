// Design §4.4 block 12: Hostile Mergers (§3.13) and Headquarters (§3.17) parameters, project designs.
const d = { source: 'project' as const, ref: '§4.4 block 12' };
export const HOSTILE_MERGERS = { callsPerPlayerPerMR: 1, presidentCertificateVotes: 2, passWhen: 'yes > no' as const, failedBarsPair: true, ...d };
export const HEADQUARTERS = { taxBreak: 60, landGrantExtraYellow: 1, commercialZoning: 10, incomeFraction: 0.5, ...d };
