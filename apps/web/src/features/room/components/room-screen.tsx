import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlugConnectedX, IconWifi } from '@tabler/icons-react';
import { SMALL_SCREEN_PX } from '@earshot/shared/constants';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import { Page } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useRoomDisplayName } from '../api/get-room-display-name.ts';
import { useFeedbackExpiry } from '../hooks/use-feedback-expiry.ts';
import { useRoomAudio } from '../hooks/use-room-audio.ts';
import { useRoomSession } from '../hooks/use-room-session.ts';
import { useVolume } from '../hooks/use-volume.ts';
import { readStoredName } from '../model/player-name-storage.ts';
import { phaseOf } from '../model/phase.ts';
import { GuestNameForm } from './guest-name-form.tsx';
import { RoomNotFound } from './room-not-found.tsx';
import { RoomView } from './room-view.tsx';
import classes from './room-screen.module.css';

type RoomScreenProps = { roomName: string; userName: string | null };

const DESKTOP_QUERY = `(min-width: ${SMALL_SCREEN_PX}px) and (pointer: fine)`;

/** One session with one room: joining, the live room, the audio, and the connection's ups and downs. */
export function RoomScreen({ roomName, userName }: RoomScreenProps) {
  const displayName = useRoomDisplayName(roomName);
  const { session, actions } = useRoomSession(roomName, { userName });
  const [volume, setVolume] = useVolume();
  const desktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });

  const { game, join, waiting } = session;
  const phase = game ? phaseOf(game) : null;
  // A new key per round we play in (the round's deadline tells games apart); null keeps the audio silent.
  const playKey = game && phase === 'round' && !waiting ? `${game.currentRound}@${game.endOfRoundTime}` : null;
  const { ref: audioRef, blocked: audioBlocked, enable: enableAudio } = useRoomAudio(game?.currentSong?.preview ?? null, playKey, volume);
  useFeedbackExpiry(session.feedback, actions.expireFeedback);

  if (join.kind === 'notFound' || isNotFound(displayName.error)) return <RoomNotFound />;

  const title = game?.displayName ?? displayName.data?.roomDisplayName ?? roomName;

  let content;
  // A guest's name form waits for the room's title, so an unknown room never asks for a name first.
  if (join.kind === 'needName' && !displayName.isPending) {
    content = (
      <GuestNameForm
        roomTitle={title}
        initialName={readStoredName() ?? ''}
        serverError={join.error}
        pending={join.pending}
        onJoin={actions.joinAs}
      />
    );
  } else if (game && phase) {
    content = (
      <RoomView
        game={game}
        phase={phase}
        waiting={waiting}
        clockOffsetMs={session.clockOffsetMs}
        myName={session.name ?? userName}
        chat={session.chat}
        sendChat={actions.sendChat}
        guess={{
          text: session.guessText,
          onChange: actions.setGuess,
          onSubmit: actions.submitGuess,
          found: session.found,
          award: session.award,
          feedback: session.feedback,
          autoFocus: desktop,
        }}
        audio={{
          volume,
          onVolumeChange: setVolume,
          blocked: audioBlocked,
          onEnable: () => {
            // Where the round is, read at the click: the room does not re-render on the countdown's ticks.
            const serverNow = Date.now() + session.clockOffsetMs;
            enableAudio(game.roundDuration - (game.endOfRoundTime - serverNow) / 1000);
          },
        }}
      />
    );
  } else if (join.kind !== 'closed') {
    content = <PageLoader />;
  }

  return (
    <Page documentTitle={title}>
      <div className={classes.room}>
        {/* Always mounted, so the round's preview can start the moment the state arrives. */}
        <audio ref={audioRef} preload="auto" className={classes.audio} />
        {join.kind === 'closed' && (
          <Alert className={classes.banner} color="red" variant="light" icon={<IconPlugConnectedX size={18} />} role="alert">
            {join.reason}
          </Alert>
        )}
        {join.kind !== 'closed' && game && !session.connected && (
          <Alert className={classes.banner} color="yellow" variant="light" icon={<IconWifi size={18} />}>
            {ROOM_TEXTS.reconnecting}
          </Alert>
        )}
        {content}
      </div>
    </Page>
  );
}
