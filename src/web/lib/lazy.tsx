/**
 * A view whose code loads when it is first shown (a chunk of its own), so the game's first visit does
 * not carry it. While it loads the page says so; if it cannot load (offline before its first visit),
 * the page says that and offers to try again.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ViewProps } from './view.js';

/** A view made by `load` on first use, its `<main>` of class `name` meanwhile, e.g.
 * `lazyView('learn', () => import('../learn/learn.js').then((m) => m.FaqView))`. */
export const lazyView = <P extends ViewProps>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> => {
  let loaded: ComponentType<P> | undefined;
  return function LazyView(props: P) {
    const [View, setView] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (View) return;
      let live = true;
      setFailed(false);
      load()
        .then((view) => {
          loaded = view;
          if (live) setView(() => view);
        })
        .catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }, [attempt]);
    if (View) return <View {...props} />;
    return (
      <main class={name} aria-busy={!failed}>
        {failed ? (
          <div class="notice" role="alert">
            <p>{props.t('viewFailed')}</p>
            <button type="button" onClick={() => setAttempt((a) => a + 1)}>
              {props.t('retry')}
            </button>
          </div>
        ) : (
          <p class="muted">{props.t('loadingView')}</p>
        )}
      </main>
    );
  };
};
