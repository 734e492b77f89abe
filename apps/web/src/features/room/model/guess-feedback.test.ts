import { describe, expect, it } from 'vitest';
import { HUB_ERROR, type Ack, type GuessResult } from '@earshot/shared/hub/events';
import { FEEDBACK, TEXTS } from '@earshot/shared/texts';
import { feedbackFor, type FeedbackTone, type Found } from './guess-feedback.ts';

const ok = (artistCorrect: boolean, songCorrect: boolean): Ack<GuessResult> => ({ ok: true, artistCorrect, songCorrect, awardedPoints: 0, medalRank: 0 });
const none: Found = { artist: false, song: false };
type Family = readonly string[];

describe('feedbackFor — SPEC §4 guess feedback (right green, wrong dark red, neutral grey)', () => {
  it.each<[string, Ack<GuessResult>, Found, boolean, Family, FeedbackTone, Found]>([
    ['a new song is right', ok(false, true), none, false, FEEDBACK.correctSong, 'right', { artist: false, song: true }],
    ['a new artist is right', ok(true, false), none, false, FEEDBACK.correctArtist, 'right', { artist: true, song: false }],
    ['both at once reads as the song', ok(true, true), none, false, FEEDBACK.correctSong, 'right', { artist: true, song: true }],
    ['the artist after the song', ok(true, true), { artist: false, song: true }, false, FEEDBACK.correctArtist, 'right', { artist: true, song: true }],
    ['nothing right is wrong', ok(false, false), none, false, FEEDBACK.wrong, 'wrong', none],
    ['an artist found again is wrong', ok(true, false), { artist: true, song: false }, false, FEEDBACK.wrong, 'wrong', { artist: true, song: false }],
    ['song-only room: the artist is skipped', ok(true, false), none, true, FEEDBACK.wrong, 'wrong', none],
    ['song-only room: the song is right', ok(false, true), none, true, FEEDBACK.correctSong, 'right', { artist: false, song: true }],
  ])('%s', (_name, answer, found, songOnly, family, tone, nextFound) => {
    for (const random of [0, 0.3, 0.5, 0.99, 0.999999]) {
      const result = feedbackFor(answer, found, songOnly, random);
      expect(family).toContain(result.text);
      expect(result.tone).toBe(tone);
      expect(result.found).toEqual(nextFound);
    }
  });

  it.each([
    [HUB_ERROR.WAIT_ROUND, TEXTS.waitNextRound],
    [HUB_ERROR.WAIT_GAME, TEXTS.waitNextGame],
    [HUB_ERROR.ROOM_DISABLED, TEXTS.roomDisabled],
  ])('%s: the server message, neutral, flags unchanged', (code, message) => {
    const found = { artist: true, song: false };
    expect(feedbackFor({ ok: false, code, message }, found, false, 0.5)).toEqual({ text: message, tone: 'neutral', found });
  });

  it.each([
    [0, FEEDBACK.wrong[0]],
    [0.5, FEEDBACK.wrong[Math.floor(0.5 * FEEDBACK.wrong.length)]],
    [0.999999, FEEDBACK.wrong.at(-1)],
    [1, FEEDBACK.wrong.at(-1)], // out of range is clamped, never undefined
  ])('random %s picks %s', (random, text) => {
    expect(feedbackFor(ok(false, false), none, false, random).text).toBe(text);
  });
});
