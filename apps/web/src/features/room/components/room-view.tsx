import { useRef, useState } from 'react';
import type { GameState } from '@earshot/shared/hub/game-state';
import { whisperPrefix } from '@earshot/shared/texts';
import type { RoomActions } from '../hooks/use-room-session.ts';
import type { ChatLine } from '../model/chat-lines.ts';
import { countdownOf, type RoomPhase } from '../model/phase.ts';
import { ChatPanel } from './chat-panel.tsx';
import { GameCard, type AudioProps, type GuessProps } from './game-card.tsx';
import { GameOver } from './game-over.tsx';
import { PlayerList } from './player-list.tsx';
import { SongBacklog } from './song-backlog.tsx';
import classes from './room-view.module.css';

type RoomViewProps = {
  game: GameState;
  phase: RoomPhase;
  waiting: boolean;
  /** Server clock minus local clock: the timers below read the server's time with it. */
  clockOffsetMs: number;
  myName: string | null;
  chat: readonly ChatLine[];
  guess: GuessProps;
  audio: AudioProps;
  sendChat: RoomActions['sendChat'];
};

/**
 * The room's grid: the game column (round card, Game Over, played songs) beside players and chat on
 * wide screens; stacked under 62em with the guess box first.
 */
export function RoomView({ game, phase, waiting, clockOffsetMs, myName, chat, guess, audio, sendChat }: RoomViewProps) {
  const [draft, setDraft] = useState('');
  const chatInputRef = useRef<HTMLInputElement>(null);
  const countdown = countdownOf(game);

  const whisperTo = (name: string) => {
    setDraft(whisperPrefix(name));
    chatInputRef.current?.focus();
  };

  return (
    <div className={classes.grid}>
      <div className={classes.game}>
        <GameCard
          game={game}
          phase={phase}
          waiting={waiting}
          countdown={countdown}
          clockOffsetMs={clockOffsetMs}
          guess={guess}
          audio={audio}
        />
        {phase === 'gameEnd' && (
          <GameOver players={game.players} nextGameAt={game.endOfGameTime} clockOffsetMs={clockOffsetMs} myName={myName} />
        )}
      </div>
      <div className={classes.side}>
        <PlayerList players={game.players} songOnly={game.songOnly} myName={myName} onWhisper={whisperTo} />
        <ChatPanel
          lines={chat}
          myName={myName}
          draft={draft}
          onDraftChange={setDraft}
          onSend={sendChat}
          inputRef={chatInputRef}
        />
      </div>
      <div className={classes.backlog}>
        <SongBacklog items={game.songBacklog} myName={myName} highlightLatest={phase === 'roundEnd'} />
      </div>
    </div>
  );
}
