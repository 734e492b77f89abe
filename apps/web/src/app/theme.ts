import { Anchor, DEFAULT_THEME, createTheme, em, type MantineColorsTuple } from '@mantine/core';
import { CATEGORY_GRID_SINGLE_COLUMN_PX, SMALL_SCREEN_PX } from '@earshot/shared/constants';

/** The one vivid accent: violet turning magenta (see --es-gradient in global.css). */
const pulse: MantineColorsTuple = [
  '#f6eeff',
  '#e6d7fe',
  '#caabf8',
  '#ad7df4',
  '#9556f0',
  '#873eee',
  '#7f30ee',
  '#6d23d4',
  '#611ebe',
  '#5316a8',
];

/** Dark surfaces with a purple cast; Mantine uses dark[7] for the page, dark[6] for cards, dark[0] for text. */
const night: MantineColorsTuple = [
  '#e9e4f7',
  '#c3bcd8',
  '#9a92b3',
  '#6f678c',
  '#4a4366',
  '#342d4e',
  '#221c38',
  '#17122b',
  '#120e22',
  '#0b0816',
];

const systemSans =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";
/** Display face for headings: a system stack only (nothing is fetched at runtime). */
const displaySans =
  "'Avenir Next', 'Segoe UI Variable Display', 'SF Pro Display', Montserrat, 'Trebuchet MS', 'DejaVu Sans', system-ui, sans-serif";

export const theme = createTheme({
  primaryColor: 'pulse',
  primaryShade: { light: 6, dark: 5 },
  colors: { pulse, dark: night },
  breakpoints: {
    ...DEFAULT_THEME.breakpoints,
    /** From here the category grid has 4 columns (1 below, SPEC §9). */
    grid: em(CATEGORY_GRID_SINGLE_COLUMN_PX),
    /** From here the side menu is shown (hidden behind the Menu button below, SPEC §9). */
    nav: em(SMALL_SCREEN_PX),
  },
  fontFamily: systemSans,
  headings: {
    fontFamily: displaySans,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '2.1rem', lineHeight: '1.15' },
      h2: { fontSize: '1.5rem', lineHeight: '1.2' },
      h3: { fontSize: '1.2rem', lineHeight: '1.25' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  defaultGradient: { from: '#8b5cf6', to: '#ec4899', deg: 135 },
  components: {
    // The accent's lighter shade keeps links readable on the dark surfaces.
    Anchor: Anchor.extend({ defaultProps: { c: 'pulse.3' } }),
  },
  other: { gradient: 'linear-gradient(135deg, #8b5cf6 0%, #d946ef 55%, #ec4899 100%)' },
});
