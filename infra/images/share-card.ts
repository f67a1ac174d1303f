// The picture of a shared achievement: a 1200×630 SVG (the size Open Graph and Twitter cards show
// best), rendered to PNG by sharp in an image-worker thread. Only what the share page may show comes
// in: location, pool details and the before/after chart are absent unless the owner allowed them.
// Text is escaped and wrapped here: SVG has no line breaking.

export const SHARE_CARD = { width: 1200, height: 630 } as const;

export interface ShareCardView {
  readonly title: string;
  readonly description: string;
  readonly points: number;
  readonly category: string;
  readonly difficulty: string;
  readonly achievedAt: number;
  readonly beforeAfter: { readonly before: number; readonly after: number; readonly label: string } | null;
  readonly location: string | null;
  readonly poolLine: string | null;
}

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Words into lines of at most maxChars (a word longer than that is cut), at most maxLines (the last ends in '…' if cut). */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (line && line.length + 1 + piece.length > maxChars) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** pH reads with one decimal (spec §9); other measures as they are. */
export const formatMeasure = (value: number, measure: string | null | undefined) => (measure === 'pH' ? value.toFixed(1) : String(value));

const formatDate = (at: number) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function textLines(lines: readonly string[], x: number, y: number, size: number, lineHeight: number, attributes: string): string {
  return lines.map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" font-size="${size}" ${attributes}>${escapeXml(line)}</text>`).join('');
}

function chip(x: number, y: number, label: string): { svg: string; width: number } {
  const width = 28 + label.length * 14;
  return {
    width,
    svg: `<rect x="${x}" y="${y}" width="${width}" height="44" rx="22" fill="#ffffff" fill-opacity="0.16"/>`
      + `<text x="${x + width / 2}" y="${y + 30}" font-size="22" text-anchor="middle" fill="#e0f2fe">${escapeXml(label)}</text>`,
  };
}

/** Two bars, before and after, scaled to the larger value. */
function beforeAfterChart(view: NonNullable<ShareCardView['beforeAfter']>): string {
  const top = 300;
  const height = 170;
  const largest = Math.max(Math.abs(view.before), Math.abs(view.after), 1e-9);
  const bar = (x: number, value: number, label: string, colour: string) => {
    const h = Math.max(8, (Math.abs(value) / largest) * height);
    return `<rect x="${x}" y="${top + height - h}" width="90" height="${h}" rx="10" fill="${colour}"/>`
      + `<text x="${x + 45}" y="${top + height - h - 14}" font-size="30" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(formatMeasure(value, view.label))}</text>`
      + `<text x="${x + 45}" y="${top + height + 36}" font-size="22" text-anchor="middle" fill="#bae6fd">${escapeXml(`${view.label} ${label}`)}</text>`;
  };
  return `<g>${bar(880, view.before, 'before', '#f97316')}${bar(1010, view.after, 'after', '#22c55e')}</g>`;
}

export function shareCardSvg(view: ShareCardView): string {
  const textWidth = view.beforeAfter ? 30 : 40;
  const title = wrapText(view.title, view.beforeAfter ? 22 : 28, 2);
  const description = wrapText(view.description, view.beforeAfter ? 40 : 52, 3);
  const descriptionTop = 200 + title.length * 76;
  let chipX = 80;
  const chips = [capitalise(view.category), capitalise(view.difficulty)].map((label) => {
    const made = chip(chipX, 470, label);
    chipX += made.width + 16;
    return made.svg;
  }).join('');
  const footer = [`Earned ${formatDate(view.achievedAt)}`, view.location].filter(Boolean).join(' · ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}" viewBox="0 0 ${SHARE_CARD.width} ${SHARE_CARD.height}" font-family="${FONT}">`
    + '<defs><linearGradient id="water" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0891b2"/><stop offset="1" stop-color="#0c4a6e"/></linearGradient></defs>'
    + `<rect width="${SHARE_CARD.width}" height="${SHARE_CARD.height}" fill="url(#water)"/>`
    + '<path d="M0 560 C 200 520, 400 600, 600 560 S 1000 520, 1200 560 L 1200 630 L 0 630 Z" fill="#ffffff" fill-opacity="0.08"/>'
    + '<text x="80" y="110" font-size="26" letter-spacing="4" fill="#bae6fd">ACHIEVEMENT UNLOCKED</text>'
    + textLines(title, 80, 190, 64, 76, 'font-weight="bold" fill="#ffffff"')
    + textLines(description, 80, descriptionTop, textWidth === 30 ? 28 : 30, 42, 'fill="#e0f2fe"')
    + chips
    + `<circle cx="1050" cy="150" r="82" fill="#facc15"/><text x="1050" y="160" font-size="56" font-weight="bold" text-anchor="middle" fill="#422006">${view.points}</text>`
    + '<text x="1050" y="192" font-size="20" text-anchor="middle" fill="#422006">POINTS</text>'
    + (view.beforeAfter ? beforeAfterChart(view.beforeAfter) : '')
    + `<text x="80" y="580" font-size="24" fill="#e0f2fe">${escapeXml(footer)}</text>`
    + (view.poolLine ? `<text x="80" y="548" font-size="22" fill="#bae6fd">${escapeXml(view.poolLine)}</text>` : '')
    + '<text x="1120" y="600" font-size="24" font-weight="bold" text-anchor="end" fill="#ffffff">Clearwater</text>'
    + '</svg>';
}
