import type { Ack, GuessResult } from '@earshot/shared/hub/events';
import { FEEDBACK } from '@earshot/shared/texts';

/** SPEC §4 guess feedback colours: right green, wrong dark red, neutral grey. */
export type FeedbackTone = 'right' | 'wrong' | 'neutral';

export type Feedback = { id: number; text: string; tone: FeedbackTone; at: number };

/** What this round's guesses have found so far (reset by each new state, SPEC §4). */
export type Found = { artist: boolean; song: boolean };

const pick = (texts: readonly string[], random: number): string =>
  texts[Math.min(texts.length - 1, Math.floor(random * texts.length))] ?? '';

/**
 * The feedback for a guess's answer: a newly found song, then a newly found artist (ignored in
 * song-only rooms), otherwise a wrong guess; an error (wait for the next round or game) is neutral.
 * `random` in [0, 1) picks one of the specification's random texts.
 */
export function feedbackFor(
  answer: Ack<GuessResult>,
  found: Found,
  songOnly: boolean,
  random: number,
): { text: string; tone: FeedbackTone; found: Found } {
  if (!answer.ok) return { text: answer.message, tone: 'neutral', found };
  const newlySong = answer.songCorrect && !found.song;
  const newlyArtist = !songOnly && answer.artistCorrect && !found.artist;
  const next = { artist: found.artist || (!songOnly && answer.artistCorrect), song: found.song || answer.songCorrect };
  if (newlySong) return { text: pick(FEEDBACK.correctSong, random), tone: 'right', found: next };
  if (newlyArtist) return { text: pick(FEEDBACK.correctArtist, random), tone: 'right', found: next };
  return { text: pick(FEEDBACK.wrong, random), tone: 'wrong', found: next };
}
