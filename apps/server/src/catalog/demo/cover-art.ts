/**
 * Generated cover art: an SVG drawn from the song's key (colours and layout from a hash), with a motif per
 * category and the title and artist set in type. Shown only after a round reveals the song.
 */

export type CoverArtSong = {
  key: string;
  titleClean: string;
  artist: string;
  categories?: readonly string[];
};

const SIZE = 500;

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, so the same key always draws the same picture. */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Hue ranges and saturation per category mood. */
const MOODS: Record<string, { hues: [number, number]; saturation: number; lightness: [number, number] }> = {
  classics: { hues: [200, 290], saturation: 45, lightness: [18, 42] }, // night blues and violets
  folk: { hues: [20, 110], saturation: 50, lightness: [28, 52] }, // earth, meadow
  ragtime: { hues: [30, 55], saturation: 70, lightness: [14, 48] }, // brass and sepia
  nursery: { hues: [0, 360], saturation: 65, lightness: [62, 78] }, // pastel, any hue
};
const DEFAULT_MOOD = { hues: [0, 360] as [number, number], saturation: 55, lightness: [25, 50] as [number, number] };

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

function vinyl(cx: number, cy: number, r: number, labelColour: string): string {
  const grooves = [0.92, 0.82, 0.72, 0.62, 0.52]
    .map((f) => `<circle cx="${cx}" cy="${cy}" r="${round1(r * f)}" fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2"/>`)
    .join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111" fill-opacity="0.85"/>${grooves}` +
    `<circle cx="${cx}" cy="${cy}" r="${round1(r * 0.33)}" fill="${labelColour}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round1(r * 0.04)}" fill="#111"/>`
  );
}

function motif(category: string, random: () => number, accent: string): string {
  const parts: string[] = [];
  if (category === 'classics') {
    // A stave with a few note heads.
    const top = 70 + random() * 60;
    for (let i = 0; i < 5; i++) {
      parts.push(`<line x1="30" x2="470" y1="${round1(top + i * 14)}" y2="${round1(top + i * 14)}" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>`);
    }
    for (let i = 0; i < 6; i++) {
      const x = 60 + i * 70 + random() * 20;
      const y = top + Math.floor(random() * 9) * 7;
      parts.push(`<ellipse cx="${round1(x)}" cy="${round1(y)}" rx="9" ry="6.5" transform="rotate(-20 ${round1(x)} ${round1(y)})" fill="${accent}" fill-opacity="0.8"/>`);
      parts.push(`<line x1="${round1(x + 8)}" x2="${round1(x + 8)}" y1="${round1(y)}" y2="${round1(y - 42)}" stroke="${accent}" stroke-opacity="0.8" stroke-width="2.5"/>`);
    }
  } else if (category === 'folk') {
    // Rolling hills under a sun.
    parts.push(`<circle cx="${round1(90 + random() * 320)}" cy="${round1(90 + random() * 60)}" r="${round1(34 + random() * 20)}" fill="${accent}" fill-opacity="0.75"/>`);
    for (let i = 0; i < 3; i++) {
      const y = 250 + i * 45 + random() * 20;
      const peak = y - 40 - random() * 50;
      parts.push(`<path d="M0 ${round1(y)} Q ${round1(100 + random() * 300)} ${round1(peak)} 500 ${round1(y + 10)} V500 H0 Z" fill="#000" fill-opacity="${0.12 + i * 0.06}"/>`);
    }
  } else if (category === 'ragtime') {
    // Art-deco rays and piano keys.
    const cx = 250;
    for (let i = 0; i < 12; i++) {
      const a = Math.PI + (i * Math.PI) / 11;
      parts.push(`<line x1="${cx}" y1="330" x2="${round1(cx + Math.cos(a) * 420)}" y2="${round1(330 + Math.sin(a) * 420)}" stroke="${accent}" stroke-opacity="0.35" stroke-width="${round1(3 + random() * 5)}"/>`);
    }
    parts.push(`<rect x="0" y="300" width="500" height="60" fill="#f6f0e0" fill-opacity="0.9"/>`);
    for (let i = 0; i < 20; i++) {
      parts.push(`<line x1="${i * 25}" x2="${i * 25}" y1="300" y2="360" stroke="#222" stroke-width="1.5"/>`);
      if ([0, 1, 3, 4, 5].includes(i % 7)) parts.push(`<rect x="${i * 25 + 16}" y="300" width="16" height="36" fill="#111"/>`);
    }
  } else {
    // Stars and balloons.
    for (let i = 0; i < 9; i++) {
      const x = round1(30 + random() * 440);
      const y = round1(30 + random() * 260);
      const r = round1(8 + random() * 14);
      parts.push(
        i % 3 === 0
          ? `<ellipse cx="${x}" cy="${y}" rx="${r * 1.6}" ry="${r * 2}" fill="${accent}" fill-opacity="0.7"/><line x1="${x}" y1="${round1(y + r * 2)}" x2="${x}" y2="${round1(y + r * 5)}" stroke="#fff" stroke-opacity="0.7"/>`
          : `<path d="${star(x, y, r)}" fill="#fff" fill-opacity="0.8"/>`,
      );
    }
  }
  return parts.join('');
}

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    points.push(`${round1(cx + Math.cos(a) * radius)} ${round1(cy + Math.sin(a) * radius)}`);
  }
  return `M${points.join(' L')} Z`;
}

/** The cover of a demo song as a standalone SVG document (500×500), the same every time for a key. */
export function coverArtSvg(song: CoverArtSong): string {
  const seed = hash(song.key);
  const random = generator(seed);
  // Ids unique per song, so that several covers inlined in one page do not share gradients.
  const id = seed.toString(36);
  const category = song.categories?.[0] ?? '';
  const mood = MOODS[category] ?? DEFAULT_MOOD;
  const hue = (f: number) => Math.round(mood.hues[0] + f * (mood.hues[1] - mood.hues[0])) % 360;
  const h1 = hue(random());
  const h2 = (h1 + 25 + Math.round(random() * 50)) % 360;
  const [l1, l2] = mood.lightness;
  const from = `hsl(${h1}, ${mood.saturation}%, ${l2}%)`;
  const to = `hsl(${h2}, ${mood.saturation}%, ${l1}%)`;
  const accent = `hsl(${(h1 + 180) % 360}, 80%, 70%)`;
  const angle = Math.round(random() * 360);
  const darkText = category === 'nursery';
  const ink = darkText ? '#1d1d2b' : '#ffffff';
  const titleLines = wrap(song.titleClean, 20, 3);
  const titleSize = titleLines.some((l) => l.length > 16) ? 34 : 40;
  const baseline = SIZE - 40 - 26 - (titleLines.length - 1) * (titleSize + 6);
  const title = titleLines
    .map((line, i) => `<tspan x="32" y="${baseline + i * (titleSize + 6)}">${escapeXml(line)}</tspan>`)
    .join('');
  const discX = round1(330 + random() * 80);
  const discY = round1(140 + random() * 80);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(`${song.titleClean} — ${song.artist}`)}</title>`,
    `<defs><linearGradient id="bg-${id}" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<linearGradient id="shade-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${darkText ? 0 : 0.45}"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg-${id})"/>`,
    category === 'nursery' || category === 'folk' ? '' : vinyl(discX, discY, 120, accent),
    motif(category, random, accent),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#shade-${id})"/>`,
    `<text font-family="Georgia, 'Times New Roman', serif" font-size="${titleSize}" font-weight="700" fill="${ink}">${title}</text>`,
    `<text x="32" y="${SIZE - 36}" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="${ink}" fill-opacity="0.85">${escapeXml(song.artist)}</text>`,
    `</svg>`,
  ].join('');
}
