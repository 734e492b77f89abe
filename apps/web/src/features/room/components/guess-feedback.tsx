import { ROOM_TEXTS, pointsDeltaText, medalText } from '@earshot/shared/texts';
import { MedalImage } from '../../../components/medal-image.tsx';
import type { Feedback, FeedbackTone, Found } from '../model/guess-feedback.ts';
import type { Award } from '../model/room-reducer.ts';
import classes from './guess-feedback.module.css';

type GuessFeedbackProps = {
  /** The answer to the last guess (cleared after 2 s). */
  feedback: Feedback | null;
  /** What the room asks of us right now when no guess feedback shows (wait for the next round…). */
  status: string | null;
  found: Found;
  songOnly: boolean;
  award: Award | null;
  showFound: boolean;
};

/**
 * Under the guess box: chips for what is found, the medal and '+N' when awarded, and the feedback text
 * (right green, wrong dark red, neutral grey) in a polite live region so screen readers hear it.
 */
export function GuessFeedback({ feedback, status, found, songOnly, award, showFound }: GuessFeedbackProps) {
  const text = feedback?.text ?? status ?? '';
  const tone: FeedbackTone = feedback?.tone ?? 'neutral';
  return (
    <div className={classes.row}>
      <div
        className={classes.feedback}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        aria-label={ROOM_TEXTS.guessFeedback}
      >
        {text && (
          <span key={feedback?.id ?? text} className={classes.message} data-tone={tone}>
            {text}
          </span>
        )}
      </div>
      <div className={classes.found}>
        {showFound && !songOnly && found.artist && <span className={classes.chip}>{ROOM_TEXTS.artistFound}</span>}
        {showFound && found.song && <span className={classes.chip}>{ROOM_TEXTS.songFound}</span>}
        {award && (
          <span className={classes.award}>
            <MedalImage rank={award.medalRank} size={22} alt={medalText(award.medalRank)} />
            <span className={classes.points}>{pointsDeltaText(award.points)}</span>
          </span>
        )}
      </div>
    </div>
  );
}
