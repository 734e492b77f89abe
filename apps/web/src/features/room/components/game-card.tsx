import type { GameState, Song } from '@earshot/shared/hub/game-state';
import { TEXTS, ROOM_STATUS_TEXTS, ROOM_TEXTS, roundOfText } from '@earshot/shared/texts';
import type { Feedback, Found } from '../model/guess-feedback.ts';
import type { Countdown, RoomPhase } from '../model/phase.ts';
import type { Award } from '../model/room-reducer.ts';
import { AudioControls } from './audio-controls.tsx';
import { CountdownRing } from './countdown-ring.tsx';
import { GuessBox } from './guess-box.tsx';
import { GuessFeedback } from './guess-feedback.tsx';
import { NowPlayingArt } from './now-playing-art.tsx';
import classes from './game-card.module.css';

export type GuessProps = {
  text: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  found: Found;
  award: Award | null;
  feedback: Feedback | null;
  autoFocus: boolean;
};

export type AudioProps = {
  volume: number;
  onVolumeChange: (volume: number) => void;
  blocked: boolean;
  onEnable: () => void;
};

type GameCardProps = {
  game: GameState;
  phase: RoomPhase;
  waiting: boolean;
  countdown: Countdown | null;
  clockOffsetMs: number;
  guess: GuessProps;
  audio: AudioProps;
};

const revealedSong = (game: GameState): Song | null =>
  game.currentSong && 'title' in game.currentSong ? game.currentSong : null;

/** What the room asks of the viewer when no guess feedback shows (SPEC §4). */
function statusOf(phase: RoomPhase, waiting: boolean): string | null {
  switch (phase) {
    case 'disabled':
      return TEXTS.roomDisabled;
    case 'gameEnd':
      return TEXTS.waitNextGame;
    case 'roundEnd':
      return TEXTS.waitNextRound;
    case 'round':
      return waiting ? TEXTS.waitNextRound : null;
    case 'idle':
      return null;
  }
}

function NowLine({ phase, waiting, song }: { phase: RoomPhase; waiting: boolean; song: Song | null }) {
  if (song) {
    return (
      <p className={classes.now} title={`${song.title} — ${song.artist}`}>
        <span className={classes.nowLabel}>{ROOM_STATUS_TEXTS.revealed}</span>{' '}
        <span className={classes.reveal}>{song.title}</span>
        <span className={classes.nowLabel}> — </span>
        <span className={classes.revealArtist}>{song.artist}</span>
      </p>
    );
  }
  const text =
    phase === 'round'
      ? waiting
        ? TEXTS.roundInSession
        : ROOM_STATUS_TEXTS.listen
      : phase === 'gameEnd'
        ? TEXTS.gameOver
        : phase === 'disabled'
          ? TEXTS.roomDisabled
          : ROOM_TEXTS.getReady;
  return <p className={classes.now}>{text}</p>;
}

/** The top of the room: round, title, timer, the revealed song, the guess box and its feedback, the volume. */
export function GameCard({ game, phase, waiting, countdown, clockOffsetMs, guess, audio }: GameCardProps) {
  // Between rounds and at the game's end the last song is revealed (the whole song arrives with the state).
  const song = phase === 'roundEnd' || phase === 'gameEnd' ? revealedSong(game) : null;
  const playing = phase === 'round' && !waiting;
  return (
    <section className={classes.card} aria-labelledby="room-title">
      <div className={classes.top}>
        <NowPlayingArt song={song} playing={playing} />
        <div className={classes.info}>
          <div className={classes.meta}>
            <span className={classes.round}>
              {game.currentRound > 0 ? roundOfText(game.currentRound, game.roundsPerGame) : '\u00a0'}
            </span>
            {game.songOnly && <span className={classes.songOnly}>{TEXTS.songOnlyRoom}</span>}
          </div>
          <h1 id="room-title" className={classes.title}>
            {game.displayName}
          </h1>
          <NowLine key={`${phase}${waiting}`} phase={phase} waiting={waiting} song={song} />
        </div>
        <CountdownRing countdown={countdown} clockOffsetMs={clockOffsetMs} />
      </div>
      <GuessBox
        value={guess.text}
        onChange={guess.onChange}
        onSubmit={guess.onSubmit}
        songOnly={game.songOnly}
        autoFocus={guess.autoFocus}
      />
      <GuessFeedback
        feedback={guess.feedback}
        status={statusOf(phase, waiting)}
        found={guess.found}
        songOnly={game.songOnly}
        award={guess.award}
        showFound={playing}
      />
      <AudioControls {...audio} />
    </section>
  );
}
