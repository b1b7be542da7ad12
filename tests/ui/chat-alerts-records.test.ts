// @vitest-environment jsdom
// The pure parts of chat, turn alerts and kept local matches: what a chat line is, how lines from
// a reload and from the server merge, how characters are counted (as the server counts them), when
// a turn alert is due, what the alert settings default to, and which finished matches are kept.
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MAX_CHARS, charCount, chatLines, mergeChat } from '../../ui/app/chat';
import { loadTurnAlerts, saveTurnAlerts, turnAlertDue } from '../../ui/app/notify';
import { KEPT_LOCAL_RECORDS, forgetLocalRecord, localRecord, localRecords, saveLocalRecord, type LocalMatchRecord } from '../../ui/app/replay/localRecords';
import { DEFAULT_LIMITS } from '../../server/limits';

beforeEach(() => localStorage.clear());

describe('chat', () => {
  it('keeps only text messages from a seat', () => {
    expect(
      chatLines([
        { id: 'a', sender: '0', payload: 'hi' },
        { id: 'b', sender: '1', payload: { html: '<b>' } },
        { id: 'c', sender: null, payload: 'x' },
        null,
        'text',
      ]),
    ).toEqual([{ id: 'a', sender: '0', text: 'hi' }]);
  });

  it('merges the kept lines with the new ones once each, the newest 200', () => {
    const line = (i: number) => ({ id: `m${i}`, sender: '0', text: `${i}` });
    const kept = [line(1), line(2)];
    expect(mergeChat(kept, [line(2), line(3)]).map((l) => l.id)).toEqual(['m1', 'm2', 'm3']);
    const many = Array.from({ length: 250 }, (_, i) => line(i));
    const merged = mergeChat([], many);
    expect(merged.length).toBe(200);
    expect(merged[0].id).toBe('m50');
  });

  it('counts an emoji as one character, and shows the server default limit', () => {
    expect(charCount('🚂🚂a')).toBe(3);
    expect(CHAT_MAX_CHARS).toBe(DEFAULT_LIMITS.CHAT_MAX);
  });
});

describe('turn alerts', () => {
  it('are due only when my turn has just begun and the page is hidden', () => {
    expect(turnAlertDue(false, true, true)).toBe(true);
    expect(turnAlertDue(false, true, false)).toBe(false);
    expect(turnAlertDue(true, true, true)).toBe(false);
    expect(turnAlertDue(true, false, true)).toBe(false);
  });

  it('are off until switched on, and remembered', () => {
    expect(loadTurnAlerts()).toEqual({ sound: false, notification: false });
    localStorage.setItem('railhouse.turnAlerts', '{"sound":"yes"}');
    expect(loadTurnAlerts()).toEqual({ sound: false, notification: false });
    saveTurnAlerts({ sound: true, notification: false });
    expect(loadTurnAlerts()).toEqual({ sound: true, notification: false });
  });
});

describe('local matches kept for replay', () => {
  const record = (id: string, gameId = 'division'): LocalMatchRecord => ({
    id,
    gameId,
    mode: 'bots',
    numPlayers: 2,
    setupData: {},
    seed: `seed-${id}`,
    playerNames: { '0': 'Tess', '1': 'Bot 2' },
    seat: '0',
    outcome: 'Tess wins',
    finishedAt: 1,
    log: [],
  });

  it(`keeps the newest ${KEPT_LOCAL_RECORDS} per game, newest first; a record saved again replaces itself`, () => {
    for (let i = 1; i <= KEPT_LOCAL_RECORDS + 2; i++) saveLocalRecord(record(`r${i}`));
    saveLocalRecord(record('other', 'russian-railroads'));
    expect(localRecords('division').map((r) => r.id)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
    saveLocalRecord({ ...record('r4'), outcome: 'Bot 2 wins' });
    expect(localRecords('division').map((r) => r.id)).toEqual(['r4', 'r7', 'r6', 'r5', 'r3']);
    expect(localRecord('division', 'r4')?.outcome).toBe('Bot 2 wins');
    expect(localRecord('division', 'r1')).toBeNull();
    forgetLocalRecord('division', 'r4');
    expect(localRecords('division').map((r) => r.id)).toEqual(['r7', 'r6', 'r5', 'r3']);
    expect(localRecords('russian-railroads').map((r) => r.id)).toEqual(['other']);
  });
});
