import type { Rollup } from 'vite';

/** Code shared by the lazy screens: libraries and the app's own components, API hooks and helpers. */
const SHARED = /[\\/](node_modules|src[\\/](components|api|lib)|packages[\\/]shared)[\\/]/;

/** Every module the entry imports statically: what index.html loads before the first render. */
function entryClosure({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...getModuleIds()].filter((id) => getModuleInfo(id)?.isEntry);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Rollup's manualChunks: the small modules lazy screens share go into one `lazy-shared` chunk.
 * Left alone, Rollup makes a file of every set of screens sharing a module, and a screen such as
 * /wallet waits for some thirty small files, six at a time over HTTP/1.1. Modules the entry
 * imports are left where Rollup puts them, so the first script does not grow; with
 * `onlyExplicitManualChunks` the chunk takes only the modules named here, not their imports.
 * (What the entry reaches only through a library's index, e.g. antd-mobile's Selector, counts as
 * the entry's here and still gets a small file of its own.)
 */
export function lazySharedChunk(): Rollup.GetManualChunk {
  let entry: Set<string> | undefined;
  return (id, meta) => {
    entry ??= entryClosure(meta);
    if (entry.has(id) || !SHARED.test(id)) return undefined;
    return 'lazy-shared';
  };
}
