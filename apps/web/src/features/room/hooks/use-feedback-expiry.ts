import { useEffect } from 'react';
import { GUESS_FEEDBACK_MS } from '@earshot/shared/constants';
import type { Feedback } from '../model/guess-feedback.ts';

/** Guess feedback clears after 2 s (SPEC §4, §9). */
export function useFeedbackExpiry(feedback: Feedback | null, expire: (id: number) => void): void {
  useEffect(() => {
    if (!feedback) return;
    const left = Math.max(0, feedback.at + GUESS_FEEDBACK_MS - Date.now());
    const timer = setTimeout(() => expire(feedback.id), left);
    return () => clearTimeout(timer);
  }, [feedback, expire]);
}
