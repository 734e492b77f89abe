import { useParams } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { RoomScreen } from './components/room-screen.tsx';

/**
 * /room/:id (SPEC §2, §4). The session is keyed on the room and the signed-in name: going from one room
 * to another, or signing in or out, closes the old connection and starts a new session.
 */
export default function RoomPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const userName = user?.name ?? null;
  return <RoomScreen key={`${id.toLowerCase()}\n${userName ?? ''}`} roomName={id} userName={userName} />;
}
