import { HUB_ERROR, type AckError } from '@earshot/shared/hub/events';
import { checkChatMessage } from '@earshot/shared/rules/chat';
import { containsAnswer } from '@earshot/shared/rules/matcher';
import { TEXTS } from '@earshot/shared/texts';
import type { RoomState } from './room-state.ts';

/**
 * [CH1] Blank is ignored (MESSAGE_EMPTY, nothing to show); [CH2] 255 characters or more is 'Message
 * too long'; [CH3] HTML tags 'Message cannot be sent'; [CH4] during a round, a message naming the
 * current title or an artist is 'Guesses go into the box above!'. Applies to chat, whispers and
 * admin messages alike, so no line can reveal the answer before the round ends.
 */
export function checkRoomChat(room: RoomState, text: string): { ok: true; text: string } | AckError {
  const check = checkChatMessage(text);
  if (check.kind === 'ignore') return { ok: false, code: HUB_ERROR.MESSAGE_EMPTY, message: '' };
  if (check.kind === 'error') {
    const code = check.message === TEXTS.messageTooLong ? HUB_ERROR.MESSAGE_TOO_LONG : HUB_ERROR.MESSAGE_HTML;
    return { ok: false, code, message: check.message };
  }
  if (room.phase.kind === 'round' && containsAnswer(check.text, room.phase.song)) {
    return { ok: false, code: HUB_ERROR.GUESS_IN_CHAT, message: TEXTS.guessesGoInBox };
  }
  return { ok: true, text: check.text };
}
