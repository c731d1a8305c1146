import { escapeHtml } from '../../packages/ui/src/map/escape-html.ts';

/** One story whose screenshot no longer matches its committed baseline. */
export interface ScreenshotMismatch {
  /** The story's name as the test runner shows it, e.g. "Full Width". */
  story: string;
  /** Storybook's id for the story, e.g. "primitives-button--full-width". */
  storyId?: string;
  /** The stories file, relative to the repository root. */
  file: string;
  /** What the comparator said, e.g. "4514 pixels (ratio 0.02) differ.". */
  message: string;
  /** Image paths relative to the page, so it works opened straight from disk. */
  images: { baseline: string; actual: string; diff?: string };
}

function figure(caption: string, src: string | undefined, alt: string): string {
  const image = src
    ? `<a href="${escapeHtml(src)}"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}"></a>`
    : '<p class="missing">No difference image: the sizes differ.</p>';
  return `<figure><figcaption>${escapeHtml(caption)}</figcaption>${image}</figure>`;
}

function section(mismatch: ScreenshotMismatch): string {
  const { story, storyId, file, message, images } = mismatch;
  const id = storyId ? ` <span class="id">${escapeHtml(storyId)}</span>` : '';
  return `<section>
<h2>${escapeHtml(story)}${id}</h2>
<p class="file">${escapeHtml(file)}</p>
<p class="message">${escapeHtml(message)}</p>
<div class="images">
${figure('Baseline (committed)', images.baseline, `${story}: baseline`)}
${figure('New (this run)', images.actual, `${story}: new rendering`)}
${figure('Difference (changed pixels in red)', images.diff, `${story}: difference`)}
</div>
</section>`;
}

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? '.' : file.slice(0, slash);
}

/** The whole review page: one section per mismatch, baseline, new and difference side by side. */
export function renderReviewPage(mismatches: readonly ScreenshotMismatch[]): string {
  const count = mismatches.length;
  const title = `Visual review: ${count} changed screenshot${count === 1 ? '' : 's'}`;
  const folders = [...new Set(mismatches.map((mismatch) => folderOf(mismatch.file)))].sort();
  const accept = `npm run update-screenshots -- ${folders.join(' ')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0 auto; padding: 24px; max-width: 1320px; font: 15px/1.5 system-ui, sans-serif; color: #1a1a1a; }
  h1 { font-size: 22px; margin: 0 0 8px; }
  section { border-top: 1px solid #d0d0d0; padding: 16px 0; }
  h2 { font-size: 18px; margin: 0; }
  .id, .file { color: #555; font: 13px ui-monospace, monospace; }
  .message { margin: 4px 0 12px; white-space: pre-line; }
  .images { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  img { display: block; max-width: 100%; height: auto; border: 1px solid #d0d0d0; background: #fff; }
  code { font: 13px ui-monospace, monospace; background: #f2f2f2; padding: 2px 4px; }
  .missing { color: #555; font-style: italic; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>If every change is intended, accept them with <code>${escapeHtml(accept)}</code> and check the PNGs in <code>git diff</code>.</p>
${mismatches.map(section).join('\n')}
</body>
</html>
`;
}
