import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const root = join(__dirname, '../../..');
const page = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const map = page.split('\n## Where things are\n')[1].split('\n## ')[0];

/** Every folder under src, relative to the repository's root, with a trailing slash. */
function foldersUnder(folder: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => statSync(join(root, folder, name)).isDirectory())
    .flatMap((name) => [`${folder}/${name}/`, ...foldersUnder(`${folder}/${name}`)]);
}

/** The map's rows: the folders its first column names (`a/b/`, `c/` = a/c/) and the row's text. */
const rows = map.split('\n').filter((line) => line.startsWith('| `')).map((line) => {
  const [, first, text] = line.split('|');
  const named = [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  const base = dirname(named[0].replace(/\/$/, ''));
  const folders = named.map((path, index) => (index > 0 && path.split('/').length === 2 ? `${base}/${path}` : path));
  return { folders, text };
});

describe('The architecture page\'s "Where things are" map', () => {
  it('names only folders that exist', () => {
    const missing = rows.flatMap((row) => row.folders)
      .filter((folder) => folder.endsWith('/') && !folder.includes('<'))
      .filter((folder) => { try { return !statSync(join(root, folder)).isDirectory(); } catch { return true; } });
    expect(missing).toEqual([]);
  });

  it('covers every folder under src: in its first column, as a feature of a <feature> row, or in the row of a folder it is in', () => {
    const covered = (folder: string) => {
      const parent = `${dirname(folder.replace(/\/$/, ''))}/`;
      return rows.some((row) => row.folders.includes(folder)
        || row.folders.includes(`${parent}<feature>/`) || row.folders.includes(`${folder}<feature>/`)
        || (row.folders.some((named) => folder.startsWith(named)) && row.text.includes(`${basename(folder)}/`)));
    };
    expect(foldersUnder('src').filter((folder) => !covered(folder))).toEqual([]);
  });
});
