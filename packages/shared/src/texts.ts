/**
 * Every user-facing text of the specification (SPEC §2, §5, §8), spelled once.
 * Typos in the specification are corrected as DESIGN §9 says ('registed' → 'registered',
 * 'Sony Only' → 'Song Only').
 */
export const TEXTS = {
  // Validation (SPEC §5)
  usernameOrEmailRequired: 'Username/Email is required',
  usernameRequired: 'Username is required',
  emailRequired: 'Email is required',
  emailFormat: 'Incorrect email format',
  passwordRequired: 'Password is required',
  retypePasswordRequired: 'Retype Password is required',
  passwordsMustMatch: 'Passwords must match',
  passwordRule:
    'Must contain at least one number and one uppercase and lowercase letter, and at least 8 or more characters',
  playlistRequired: 'Playlist is required',
  newCategoryNameRequired: 'New category name is required',
  categoryRequired: 'Category is required',
  captchaRequired: 'Please complete the captcha',
  usernameRule: 'Letters, numbers and _ only, starting with a letter. The length must be between 3 and 32 characters.',
  nameRequired: 'Name required',
  nameRule: 'Spaces, numbers and punctuation are not allowed. The length must be between 1 and 13 characters.',

  // Accounts (SPEC §8)
  registerSuccess:
    "Your account has been created. Please view your emails to confirm your account. (Remember to check junk if you can't see it)",
  forgotPasswordSuccess:
    'If an account was found a reset password link will be sent to the registered email. (Remember to check junk mail)',
  passwordChangeFailed: 'Unable to change password',
  passwordChanged: 'Password successfully changed.',
  confirmFailed: 'There has been an error creating your account or your account is already confirmed.',
  confirmSuccess: 'Your account has been registered.',
  requestSaved: 'Thank you - your request has been saved',
  requestFailed: 'Your request could not be sent. Please refresh and try again.',

  // Room (SPEC §8)
  nameInUse: 'Name is currently in use, please try again.',
  roomDisabled: 'Room has been disabled',
  waitNextRound: 'Please wait for the next round',
  waitNextGame: 'Please wait for the next game',
  messageTooLong: 'Message too long',
  messageCannotBeSent: 'Message cannot be sent',
  guessesGoInBox: 'Guesses go into the box above!',
  roundInSession: 'Round currently in session, please wait for the next',
  songOnlyRoom: 'Song Only Room',
  gameOver: 'Game Over',
  nextGame: 'Next Game',

  // Pages
  pageNotFound: 'Page not found',
  playerNotFound: 'Player not found',
  noResultsFound: 'No Results Found',
  searchRooms: 'Search Rooms',
} as const;

/** 'End of round {n}' */
export const endOfRoundText = (round: number): string => `End of round ${round}`;
/** 'Round {current} of {total}' */
export const roundOfText = (current: number, total: number): string => `Round ${current} of ${total}`;
/** 'N Online' */
export const onlineText = (count: number): string => `${count} Online`;
/** 'Profile - {name}' */
export const profileMenuText = (name: string): string => `Profile - ${name}`;
/** 'Accepts: {simplified title}' */
export const acceptsText = (simplifiedTitle: string): string => `Accepts: ${simplifiedTitle}`;
/** 'Created on {date} by {createdBy}' */
export const createdOnText = (date: string, createdBy: string): string => `Created on ${date} by ${createdBy}`;

/** Random guess feedback (SPEC §8). */
export const FEEDBACK = {
  correctSong: ['Correct song', "That's the song!", '100% the right song', 'Song got!', 'You got the song'],
  correctArtist: ["That's the Artist", 'Artist done', 'Correct Artist', 'You got the artist'],
  wrong: ['Not quite', 'Guess again', 'Really?', 'Uh huh', 'Nearly!', 'Nope', 'No way', 'You sure?', 'Have another go'],
} as const;

/** Admin timeouts and bans use this fixed reason (SPEC §9). */
export const TIMEOUT_REASON = 'Please no';
