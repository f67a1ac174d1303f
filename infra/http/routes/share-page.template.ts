// The public page of a shared achievement, rendered on the server: Open Graph and Twitter card tags
// (so a link posted to X, Facebook or LinkedIn unfolds into the card image), and the achievement for
// a person who follows the link. Everything shown has passed shareVisibility; every value is escaped.
import type { ShareSnapshot } from '../../../domain/achievements/achievement-sharing.events.ts';
import { volumeText, type UnitSystem } from '../../../domain/chemistry/display-units.ts';
import { formatMeasure, SHARE_CARD, type ShareCardView } from '../../images/share-card.ts';

export interface SharePageView {
  readonly snapshot: ShareSnapshot;
  readonly pageUrl: string;
  readonly imageUrl: string;
  /** false: 'friends' privacy, kept out of search engines. */
  readonly indexable: boolean;
  /** The owner's units now: the pool's volume in gallons or litres. */
  readonly units: UnitSystem;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const formatDate = (at: number) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replace(/_/g, ' ');

function poolLine(pool: ShareSnapshot['pool'], units: UnitSystem): string | null {
  if (!pool) return null;
  // A no-break space before each dot: a wrapped line ends with the dot instead of starting with it.
  return [pool.name, volumeText(pool.volumeGallons, units), capitalise(pool.surfaceMaterial), capitalise(pool.sanitationType)].join('\u00a0· ');
}

function beforeAfterOf(snapshot: ShareSnapshot): ShareCardView['beforeAfter'] {
  if (snapshot.beforeValue === null || snapshot.afterValue === null) return null;
  return { before: snapshot.beforeValue, after: snapshot.afterValue, label: snapshot.measure ?? snapshot.unit };
}

/** The card image's view of the same snapshot, in the owner's units. */
export function shareCardViewOf(snapshot: ShareSnapshot, units: UnitSystem): ShareCardView {
  const { title, description, points, category, difficulty, achievedAt, location } = snapshot;
  return { title, description, points, category, difficulty, achievedAt, beforeAfter: beforeAfterOf(snapshot), location, poolLine: poolLine(snapshot.pool, units) };
}

const STYLE = `
  :root { color-scheme: light dark; --bg: #f0f9ff; --card: #ffffff; --text: #0c4a6e; --muted: #475569; --accent: #0e7490; --button: #0e7490; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0b1220; --card: #111827; --text: #e0f2fe; --muted: #94a3b8; --accent: #67e8f9; --button: #0e7490; } }
  body { margin: 0; background: var(--bg); color: var(--text); font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  main { max-width: 640px; margin: 0 auto; padding: 24px 16px 48px; }
  .card { background: var(--card); border-radius: 16px; overflow: hidden; box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  .card img { display: block; width: 100%; height: auto; }
  .body { padding: 20px; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { margin: 0 0 8px; }
  .muted { color: var(--muted); }
  .tags { color: var(--accent); }
  a.cta { display: block; margin-top: 16px; padding: 14px 20px; border-radius: 12px; background: var(--button); color: #ffffff; text-align: center; text-decoration: none; font-weight: 600; }`;

function meta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

export function sharePageHtml(view: SharePageView): string {
  const { snapshot } = view;
  const title = `Achievement unlocked: ${snapshot.title}`;
  const description = `${snapshot.description} · ${snapshot.points} points`;
  const alt = `${snapshot.title}: ${snapshot.description}`;
  const details = [
    `<p class="muted">${snapshot.points} points\u00a0· ${escapeHtml(capitalise(snapshot.difficulty))}\u00a0· Earned ${formatDate(snapshot.achievedAt)}${snapshot.location ? `\u00a0· ${escapeHtml(snapshot.location)}` : ''}</p>`,
    snapshot.pool ? `<p class="muted">${escapeHtml(poolLine(snapshot.pool, view.units)!)}</p>` : '',
    beforeAfterOf(snapshot) ? `<p>${escapeHtml(snapshot.measure ?? snapshot.unit)}: ${formatMeasure(snapshot.beforeValue!, snapshot.measure)} → ${formatMeasure(snapshot.afterValue!, snapshot.measure)}</p>` : '',
    snapshot.tip ? `<p>Tip: ${escapeHtml(snapshot.tip)}</p>` : '',
    snapshot.hashtags.length > 0 ? `<p class="tags">${escapeHtml(snapshot.hashtags.join(' '))}</p>` : '',
  ].join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Clearwater</title>
${meta('name', 'description', description)}
${view.indexable ? '' : '<meta name="robots" content="noindex, nofollow">'}
<link rel="canonical" href="${escapeHtml(view.pageUrl)}">
${meta('property', 'og:type', 'website')}
${meta('property', 'og:site_name', 'Clearwater')}
${meta('property', 'og:title', title)}
${meta('property', 'og:description', description)}
${meta('property', 'og:url', view.pageUrl)}
${meta('property', 'og:image', view.imageUrl)}
${meta('property', 'og:image:type', 'image/png')}
${meta('property', 'og:image:width', String(SHARE_CARD.width))}
${meta('property', 'og:image:height', String(SHARE_CARD.height))}
${meta('property', 'og:image:alt', alt)}
${meta('name', 'twitter:card', 'summary_large_image')}
${meta('name', 'twitter:title', title)}
${meta('name', 'twitter:description', description)}
${meta('name', 'twitter:image', view.imageUrl)}
${meta('name', 'twitter:image:alt', alt)}
<style>${STYLE}</style>
</head>
<body>
<main>
<article class="card">
<img src="${escapeHtml(view.imageUrl)}" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}" alt="${escapeHtml(alt)}">
<div class="body">
<h1>${escapeHtml(snapshot.title)}</h1>
<p>${escapeHtml(snapshot.description)}</p>
${details}
</div>
</article>
<a class="cta" href="/">Keep your pool clear with Clearwater</a>
</main>
</body>
</html>
`;
}

/** What a share link that shows nothing answers (unknown, or its owner made their shares private). */
export const SHARE_NOT_FOUND_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Not found · Clearwater</title><style>${STYLE}</style></head>
<body><main><h1>This achievement is not shared</h1><p class="muted">The link may be wrong, or its owner keeps their achievements private.</p>
<a class="cta" href="/">Go to Clearwater</a></main></body></html>
`;
