// Design §4.4 block 11 (texts in §3.16): the Events module. Every row is a project design; the
// 6–7 deck shape (3 Chronicle over 2 Herald) is the seed's (modes.ts EVENT_DECK).
import type { Provenance } from './source';

export interface EventRow extends Provenance {
  id: string;
  dur: 'cycle' | 'once' | 'game';
  choice?: 'layFreeYellowCityTile' | 'placeBoomTown' | 'plainHexBecomesBasicCity';
  mods?: Record<string, unknown>;
}
const d = { source: 'project' as const, ref: '§4.4 block 11' };
export const EVENTS: EventRow[] = [
  { id: 'CHR-1', dur: 'cycle', mods: { mountainCost: 20, tunnelingRebate: 40 }, ...d },
  { id: 'CHR-2', dur: 'cycle', mods: { stopValue: { onYellowHex: 10 } }, ...d },
  { id: 'CHR-3', dur: 'cycle', mods: { yellowLays: 3 }, ...d },
  { id: 'CHR-4', dur: 'cycle', mods: { minorTurnEndIfRevenue: 20 }, ...d },
  { id: 'CHR-5', dur: 'once', choice: 'layFreeYellowCityTile', ...d },
  { id: 'CHR-6', dur: 'cycle', mods: { noYellowTrackNextToWater: true }, ...d },
  { id: 'CHR-7', dur: 'game', choice: 'placeBoomTown', mods: { stopValue: 10 }, ...d },
  { id: 'CHR-8', dur: 'cycle', mods: { issueDropsPrice: false }, ...d },
  { id: 'HER-1', dur: 'game', choice: 'plainHexBecomesBasicCity', ...d },
  { id: 'HER-2', dur: 'game', choice: 'plainHexBecomesBasicCity', ...d },
  { id: 'HER-3', dur: 'cycle', mods: { stopValue: { dd: 20 } }, ...d },
  { id: 'HER-4', dur: 'cycle', mods: { stopValue: { cityOnPurpleOrGreyTile: 10 } }, ...d },
  { id: 'HER-5', dur: 'cycle', mods: { majorIssueRedeemMax: 2 }, ...d },
  { id: 'HER-6', dur: 'cycle', mods: { srEndPoolHeldDrop: 1 }, ...d },
  { id: 'HER-7', dur: 'cycle', mods: { poolTrainPriceFactor: 0.5, roundDownTo: 10 }, ...d },
  { id: 'HER-8', dur: 'once', mods: { majorPaidPerPlacedHub: 10 }, ...d },
];
