import { JsonSchema } from './types';

export type Components = Record<string, Record<string, JsonSchema>>;

/**
 * Only the components that `roots` (the paths, say) refer to, directly or through other components,
 * and those named in `keep` (`schemas/Problem`): each document carries what it uses and no more.
 * Security schemes are kept when a security requirement names them.
 */
export function reachableComponents(components: Components, roots: unknown, keep: string[] = []): Components {
  const reached = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/')) reach(child.slice('#/components/'.length));
      else if (key === 'security' && Array.isArray(child)) {
        for (const requirement of child) for (const name of Object.keys(requirement)) reach(`securitySchemes/${name}`);
      } else visit(child);
    }
  };
  const reach = (path: string): void => {
    if (reached.has(path)) return;
    reached.add(path);
    const [kind, name] = path.split('/');
    if (!components[kind]?.[name]) throw new Error(`#/components/${path} is referred to but not declared`);
    visit(components[kind][name]);
  };
  visit(roots);
  keep.forEach(reach);
  return Object.fromEntries(
    Object.entries(components)
      .map(([kind, entries]) => {
        const used = Object.entries(entries).filter(([name]) => reached.has(`${kind}/${name}`));
        return [kind, Object.fromEntries(used)] as const;
      })
      .filter(([, entries]) => Object.keys(entries).length > 0),
  );
}
