import bronze from '../assets/medal-bronze.svg';
import gold from '../assets/medal-gold.svg';
import silver from '../assets/medal-silver.svg';

const MEDALS: Record<1 | 2 | 3, string> = { 1: gold, 2: silver, 3: bronze };

type MedalImageProps = {
  /** 1 gold, 2 silver, 3 bronze; anything else renders nothing. */
  rank: number;
  /** Height in px; the medal is 3:4. */
  size?: number;
  /** Empty for decoration next to a text that already says it. */
  alt?: string;
};

/** The medal (rank image) for places 1 to 3: leaderboard podium, profiles, room player lists. */
export function MedalImage({ rank, size = 24, alt = '' }: MedalImageProps) {
  const src = rank === 1 || rank === 2 || rank === 3 ? MEDALS[rank] : null;
  if (!src) return null;
  return <img src={src} alt={alt} width={Math.round((size * 3) / 4)} height={size} style={{ display: 'block', flexShrink: 0 }} />;
}
