let copies = 0;

/**
 * A copy of the module at `url` (`new URL('./module.tsx', import.meta.url)`) that no other import
 * shares: its own module state, as on a page that has just arrived, while what it imports stays the
 * worker's one copy. The test files share their worker's modules (`isolate: false`), so a module
 * that keeps state for the page's later screens may hold what another file left; `vi.resetModules()`
 * would load the packages a second time instead (Mantine and i18next beside the ones the screen uses).
 */
export async function importAfresh<Module>(url: URL): Promise<Module> {
  return (await import(/* @vite-ignore */ `${url.pathname}?afresh=${++copies}`)) as Module;
}
