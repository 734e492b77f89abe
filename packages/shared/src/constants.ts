/** Business constants and limits (SPEC §9). Units are in the names. */
export const GUEST_NAME_MAX_LENGTH = 13;
export const CHAT_MAX_LENGTH_EXCLUSIVE = 255; // a message of 255 or more characters is 'Message too long'
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MAX_LENGTH = 32;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const PLAYLIST_URL_MAX_LENGTH = 500;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const GUESS_MAX_LENGTH = 200;

export const ROOM_SEARCH_DEBOUNCE_MS = 400;
export const PLAYER_COUNT_POLL_MS = 3_000;
export const GUESS_FEEDBACK_MS = 2_000;
export const REQUEST_SNACKBAR_MS = 2_000;

export const SMALL_SCREEN_PX = 855;
export const CATEGORY_GRID_SINGLE_COLUMN_PX = 600;
export const SIDE_MENU_EXPANDED = '16em';
export const SIDE_MENU_COLLAPSED = '4.2em';

export const VOLUME_DEFAULT = 50;
export const VOLUME_DEFAULT_MOBILE = 100;

export const ADMIN_TIMEOUT_MINUTES = 5;
export const BASIC_LOG_WINDOW_MS = 2 * 60 * 60 * 1000;
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
export const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

export const DEFAULT_POINTS_BY_RANK = [3, 2, 1] as const; // gold, silver, bronze

export const BOT_DEFAULTS = {
  RoomName: 'hits',
  NumberOfBots: 5,
  NamePrefix: null,
  ThreadSleepMin: 1000,
  ThreadSleepMax: 3000,
  SuccessChance: 40,
} as const;
/** Bots leave after this many games. */
export const BOT_GAMES_BEFORE_LEAVING = 3;

export const DATE_FORMAT = 'DD MMM YYYY HH:mm'; // dayjs form of 'dd MMM yyyy HH:mm'
export const DATE_ONLY_FORMAT = 'DD MMM YYYY';

/** Storage keys (SPEC §3). */
export const STORAGE_TOKEN_INFO = 'TokenInfo';
export const STORAGE_VOLUME = 'volume';
export const STORAGE_PLAYER_NAME = 'playerName';

export const HUB_PATH = '/api/gameState';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
