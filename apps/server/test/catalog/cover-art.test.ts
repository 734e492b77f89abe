import { describe, expect, it } from 'vitest';
import { DEMO_MELODIES } from '../../src/catalog/demo/catalogue.ts';
import { coverArtSvg } from '../../src/catalog/demo/cover-art.ts';

/** A small well-formedness check: balanced tags, quoted attributes, only the five XML entities, no raw `<`/`&`. */
function expectWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const text = xml.slice(last, m.index);
    expect(text, 'text between tags').not.toMatch(/[<>]/);
    expect(text.replace(/&(lt|gt|amp|quot|apos);/g, ''), 'entities').not.toContain('&');
    const [, closing, name, attributes, selfClosing] = m;
    expect(attributes!.replace(/&(lt|gt|amp|quot|apos);/g, '')).not.toContain('&');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
    last = tag.lastIndex;
  }
  expect(xml.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
}

describe('coverArtSvg', () => {
  const song = { key: 'maple-leaf-rag', titleClean: 'Maple Leaf Rag', artist: 'Scott Joplin', categories: ['ragtime'] };

  it('draws a standalone, well-formed SVG showing the title and artist', () => {
    const svg = coverArtSvg(song);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expectWellFormedXml(svg);
    expect(svg).toContain('Maple Leaf Rag');
    expect(svg).toContain('Scott Joplin');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('escapes text', () => {
    const svg = coverArtSvg({ key: 'x', titleClean: `Rock & <Roll> "Quoted" 'single'`, artist: 'A&B', categories: ['folk'] });
    expectWellFormedXml(svg);
    expect(svg).toContain('Rock &amp; &lt;Roll&gt; &quot;Quoted&quot; &apos;single&apos;');
    expect(svg).toContain('A&amp;B');
  });

  it('is the same for a key every time, and differs between keys', () => {
    expect(coverArtSvg(song)).toBe(coverArtSvg({ ...song }));
    expect(coverArtSvg(song)).not.toBe(coverArtSvg({ ...song, key: 'the-entertainer' }));
  });

  it('draws every demo song', () => {
    for (const m of DEMO_MELODIES) expectWellFormedXml(coverArtSvg(m));
  });
});
