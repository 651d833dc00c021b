import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const MAX_PAGE_BYTES = 40_000;

/** README.md and every Markdown page under docs/, as paths relative to the repository. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** The text of a page with its fenced code blocks blanked, so neither headings nor links are read from code. */
function prose(page: string): string[] {
  let inFence = false;
  return readFileSync(join(ROOT, page), 'utf8').split('\n').map((line) => {
    if (line.startsWith('```')) inFence = !inFence;
    return inFence || line.startsWith('```') ? '' : line;
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(page: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of prose(page)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative link of a page (web addresses and absolute paths left out), with the page it is on. */
function relativeLinks(page: string): { page: string; target: string }[] {
  const text = prose(page).join('\n').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => ({ page, target }))
    .filter(({ target }) => !/^([a-z]+:|\/)/.test(target));
}

/** Why a link does not resolve, or null when it does. */
function brokenLink({ page, target }: { page: string; target: string }): string | null {
  const [path, anchor] = target.split('#');
  const file = path === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), path));
  if (!existsSync(join(ROOT, file))) return `${page}: ${target} (no file ${file})`;
  if (anchor === undefined) return null;
  if (!file.endsWith('.md') || statSync(join(ROOT, file)).isDirectory()) return `${page}: ${target} (an anchor in a file that is not Markdown)`;
  return anchorsOf(file).has(decodeURIComponent(anchor)) ? null : `${page}: ${target} (no heading #${anchor} in ${file})`;
}

describe('the documentation (README.md and docs/)', () => {
  it('keeps every page under 40 KB', () => {
    const large = pages()
      .map((page) => ({ page, bytes: statSync(join(ROOT, page)).size }))
      .filter(({ bytes }) => bytes >= MAX_PAGE_BYTES)
      .map(({ page, bytes }) => `${page}: ${bytes} bytes`);

    expect(large).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const links = pages().flatMap(relativeLinks);
    const broken = links.map(brokenLink).filter((reason) => reason !== null);

    expect(links.length).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('reads headings the way GitHub anchors them', () => {
    expect([...anchorsOf('docs/operating.md')]).toEqual(expect.arrayContaining(['the-banks-statement', 'the-bcv-rate']));
    expect([...anchorsOf('docs/merchant-guide.md')]).toContain('reported-pago-móvil-payments');
  });
});
