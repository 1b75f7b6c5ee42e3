import { type ComponentType, createElement, lazy, type ReactNode, useState } from 'react';

/** A component whose code is a chunk of its own, loaded at first render or earlier with `preload()`. */
export type LazyComponent<P extends object> = ((props: P) => ReactNode) & {
  /** Starts loading the code (once); resolves when it is there. */
  preload(): Promise<void>;
};

/**
 * React's `lazy` with a `preload()`: a route can ask for a page's code while its parent's code or data
 * load, instead of after them (docs/decisions.md, "A small first page"). A component whose code is in by its
 * first render renders at once; otherwise it suspends until the code is there. Which of the two happens is
 * decided once per mount, so that the component is never mounted a second time when its code arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await start() }));
  function Lazy(props: P): ReactNode {
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Suspending as ComponentType<P>));
    return createElement(type, props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}
