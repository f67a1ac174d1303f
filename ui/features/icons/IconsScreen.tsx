// /icons (spec §2): a gallery of the app's icon images, each file with a download. The files are the
// static ones the build renders (app-icons.ts) and the SVG drawings they are rendered from.
import { Download } from 'lucide-react';
import { SubScreenHeader } from '../../shell/chrome/SubScreenHeader.tsx';
import { APP_ICON_SETS, type AppIconSet } from './app-icons.ts';

/** The name a download is saved under ('clearwater-app-icon-512.png'), found easily among other downloads. */
function savedAs(set: AppIconSet, sizePx?: number): string {
  const name = `clearwater-${set.name.toLowerCase().replaceAll(' ', '-')}`;
  return sizePx === undefined ? `${name}.svg` : `${name}-${sizePx}.png`;
}

function DownloadRow({ href, saveAs, label, detail }: { href: string; saveAs: string; label: string; detail: string }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{label}</p>
        <p className="text-xs text-slate-600 dark:text-slate-300">{detail}</p>
      </div>
      <a href={href} download={saveAs} className="btn-secondary min-h-11 shrink-0 px-3 text-sm" aria-label={`Download ${label}, ${detail}`}>
        <Download aria-hidden="true" className="size-4" /> Download
      </a>
    </li>
  );
}

function IconSetCard({ set }: { set: AppIconSet }) {
  const preview = [...set.files].sort((a, b) => b.sizePx - a.sizePx)[0];
  const tile = set.monochrome ? 'bg-slate-800 p-3' : '';
  return (
    <li className="card flex flex-col gap-3" aria-label={set.name}>
      <div className="flex items-center gap-4">
        {preview && (
          <span className={`flex size-20 shrink-0 items-center justify-center rounded-2xl ${tile}`}>
            <img src={`/${preview.file}`} alt={`${set.name} preview`} width={80} height={80} className="size-full rounded-2xl" />
          </span>
        )}
        <div className="min-w-0">
          <h2 className="text-base font-bold">{set.name}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">{set.about}</p>
        </div>
      </div>
      <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {set.files.map((file) => (
          <DownloadRow key={file.file} href={`/${file.file}`} saveAs={savedAs(set, file.sizePx)} label={`PNG ${file.sizePx} × ${file.sizePx}`} detail={file.use} />
        ))}
        <DownloadRow href={`/${set.source}`} saveAs={savedAs(set)} label="SVG" detail="Vector drawing, any size" />
      </ul>
    </li>
  );
}

export function IconsScreen() {
  return (
    <>
      <SubScreenHeader title="App Icons" />
      <main className="flex flex-col gap-4 p-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">The images Clearwater uses as an installed app. Tap Download to save one.</p>
        <ul className="flex flex-col gap-4" aria-label="App icons">
          {APP_ICON_SETS.map((set) => (
            <IconSetCard key={set.name} set={set} />
          ))}
        </ul>
      </main>
    </>
  );
}
