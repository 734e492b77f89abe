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

  // Web client: shell and navigation
  appName: 'Earshot',
  menu: 'Menu',
  home: 'Home',
  categories: 'Categories',
  leaderboard: 'Leaderboard',
  requests: 'Requests',
  howToPlay: 'How to Play',
  blog: 'Blog',
  admin: 'Admin',
  login: 'Login',
  logout: 'Logout',
  register: 'Register',
  changePassword: 'Change Password',
  accountMenu: 'Account',
  dismiss: 'Dismiss',
  websiteNotice: 'Notice',

  // Web client: home
  welcomeTitle: 'Welcome to Earshot',
  makeRequestTitle: 'Make a request',
  makeRequestText: 'Missing a favourite? Send us a playlist and we will add its songs, or ask for a whole new category.',
  makeRequestButton: 'Request songs',
  howToPlayText: 'New here? Learn how rounds, points and medals work in under a minute.',
  howToPlayButton: 'Read the rules',

  // Web client: categories, leaderboard, profile, blog
  filter: 'Filter',
  songOnly: 'Song Only',
  noCategoriesMatch: 'No categories match your filter',
  noCategories: 'No rooms are open yet',
  playersOnline: 'Players online',
  points: 'Points',
  songsGuessed: 'Songs Guessed',
  averageTime: 'Average Time',
  medals: 'Medals',
  gameRanks: 'Game Ranks',
  goldMedals: 'Gold medals',
  silverMedals: 'Silver medals',
  bronzeMedals: 'Bronze medals',
  leaderboardEmpty: 'No scores yet. Play a room and be the first on the board!',
  memberSince: 'Member since',
  lastLogon: 'Last logon',
  globalRank: 'Rank',
  never: 'Never',
  blogEmpty: 'No posts yet',
  loadFailed: 'Something went wrong. Please try again.',
  retry: 'Try again',

  // Web client: login
  usernameOrEmail: 'Username/Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  noAccount: 'No account yet?',

  // Web client: how to play
  faqTitle: 'Frequently asked questions',
  faqPlaceholder: 'Answers to the questions players ask most are on their way. Until then, say hello in any room chat.',

  // Accounts: server answers (issue #4)
  loginFailed: 'Incorrect username or password',
  loginUnconfirmed:
    'Please confirm your account first: follow the link in the e-mail we sent you. No e-mail? Use Forgot password to get a new link.',
  signedIn: 'Signed in',
  captchaFailed: 'The captcha could not be verified. Please solve it again.',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this e-mail address already exists',
  categoryNotFound: 'This category does not exist',
  tooManyRequests: 'Too many requests, please try again later.',
  confirmMailSubject: 'Confirm your Earshot account',
  resetMailSubject: 'Reset your Earshot password',

  // Web client: account and request forms (issue #4)
  username: 'Username',
  email: 'Email',
  retypePassword: 'Retype Password',
  newPassword: 'New Password',
  forgotPasswordTitle: 'Forgot password',
  sendResetLink: 'Send reset link',
  resetPasswordTitle: 'Set a new password',
  confirmAccountTitle: 'Account confirmation',
  confirmingAccount: 'Confirming your account…',
  haveAccount: 'Already have an account?',
  backToLogin: 'Back to login',
  captchaLabel: 'Captcha: prove you are not a robot',
  songRequest: 'Song Request',
  categoryRequest: 'Category Request',
  requestType: 'Request type',
  playlistUrl: 'Playlist URL',
  newCategoryName: 'New Category Name',
  category: 'Category',
  chooseCategory: 'Choose a category',
  submit: 'Submit',
  playlistHelpTitle: 'How to get a playlist link',
  playlistHelpDeezer: 'Deezer: open the playlist, choose Share, then Copy link.',
  playlistHelpSpotify: 'Spotify: open the playlist, choose … (More), then Share, then Copy link to playlist.',
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

// Web client helpers
/** '© {year} Earshot' */
export const copyrightText = (year: number): string => `© ${year} Earshot`;
/** Home welcome block; the song count comes from the API, never a constant (DESIGN §8). */
export const welcomeText = (songCount: number): string =>
  `Name that tune before anyone else. Pick a room, listen to each short preview and race other players to the title and the artist, with a library of over ${songCount.toLocaleString('en-GB')} songs.`;
/** '1 Song', '12 Songs' */
export const songCountText = (count: number): string => `${count} ${count === 1 ? 'Song' : 'Songs'}`;
/** 1 → '1st', 2 → '2nd', 3 → '3rd', 4 → '4th', 11 → '11th' */
export const ordinalText = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
/** Seconds with 1 decimal: '4.2s' */
export const secondsText = (seconds: number): string => `${seconds.toFixed(1)}s`;
/** 'Game rank 1' (finished a game in that place) */
export const gameRankText = (rank: number): string => `Game rank ${rank}`;

/** The How to Play page (SPEC §2 /help): sections of friendly rules. */
export const HOW_TO_PLAY = [
  {
    title: 'Pick a room',
    body: 'Every room is a category of music. Choose one from the home page, the Categories page or the search box at the top. Signed-in players join under their account name; guests pick a name of letters only.',
  },
  {
    title: 'Listen and guess',
    body: 'Each round plays a short preview of a song. Type the song title or the artist into the guess box: one guess can be either, and spelling slips are forgiven. In Song Only rooms only the title counts.',
  },
  {
    title: 'Be quick',
    body: 'The first three players to get both the song and the artist win gold, silver and bronze medals, and the points that go with them. Everyone who gets it right adds to their songs guessed and their average time.',
  },
  {
    title: 'Win the game',
    body: 'A game is a series of rounds, counted at the top of the room. When it ends the top three players get a game rank, the scores reset and a new game starts after a short break.',
  },
  {
    title: 'Chat and climb',
    body: 'Talk to the room in the chat, or whisper to one player with /w name message. Register to keep your points, medals and game ranks and to climb the global leaderboard.',
  },
] as const;

// E-mails (issue #4)
/** Body of the account confirmation e-mail. */
export const confirmMailText = (link: string): string =>
  `Welcome to Earshot!\n\nPlease confirm your account by opening this link:\n${link}\n\nIf you did not register, ignore this e-mail.`;
/** Body of the password reset e-mail. */
export const resetMailText = (link: string, minutes: number): string =>
  `Someone asked to reset the password of your Earshot account.\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.`;

// Web client: room screen (issue #6)
export const ROOM_TEXTS = {
  name: 'Name',
  chooseName: 'Choose a name to play',
  chooseNameHint: 'Letters only, up to 13. Other players see it in the room.',
  joinRoom: 'Join',
  guess: 'Guess',
  guessFeedback: 'Guess feedback',
  guessPlaceholder: 'Song title or artist',
  guessPlaceholderSongOnly: 'Song title',
  message: 'Message',
  messagePlaceholder: 'Say hi, or /w name to whisper',
  send: 'Send',
  volume: 'Volume',
  enableAudio: 'Click to enable audio',
  verified: 'Verified',
  bot: 'Bot',
  you: 'You',
  players: 'Players',
  chat: 'Chat',
  songBacklog: 'Played songs',
  backlogEmpty: 'Songs played in this room will appear here after each round.',
  openTrack: 'Open the track',
  artistFound: 'Artist ✓',
  songFound: 'Song ✓',
  timeLeft: 'Time left',
  nextRound: 'Next round',
  roomNotFound: 'Room not found',
  roomNotFoundText: 'This room does not exist or is closed right now. Pick another one from the categories.',
  browseCategories: 'Browse categories',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  connectionLost: 'Connection lost. Refresh the page to play again.',
  getReady: 'Get ready, the game is about to start',
  lastSongTime: 'Last song time',
} as const;

/** '{from} → {to}' (a whisper line in the chat) */
export const whisperText = (from: string, to: string): string => `${from} → ${to}`;
/** '+N' (points won this round) */
export const pointsDeltaText = (points: number): string => `+${points}`;
/** '{n} pts' */
export const pointsText = (points: number): string => `${points} ${points === 1 ? 'pt' : 'pts'}`;
/** 1 → 'Gold medal', 2 → 'Silver medal', 3 → 'Bronze medal' */
export const medalText = (rank: number): string => ['', 'Gold medal', 'Silver medal', 'Bronze medal'][rank] ?? '';
/** '/w {name} ' (the whisper prefix filled in by clicking a player) */
export const whisperPrefix = (name: string): string => `/w ${name} `;
/** 'Whisper to {name}' */
export const whisperToText = (name: string): string => `Whisper to ${name}`;
/** Room screen: the line under the room's title, per phase. */
export const ROOM_STATUS_TEXTS = {
  listen: 'Listen and guess the song',
  revealed: 'The song was',
} as const;
