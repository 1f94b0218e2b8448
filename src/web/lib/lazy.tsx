/**
 * Views whose code or words load when they are first shown (chunks of their own), so the game's first
 * visit does not carry them. While they load the page says so; if they cannot load (offline before
 * their first visit), the page says that and offers to try again.
 */
import type { ComponentType, FunctionComponent } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type Catalogue, extend, type Translate } from '../i18n/i18n.js';
import type { MessageKey, ViewTranslate } from '../ui/messages/index.js';
import type { ViewProps } from './view.js';

/** What shows in a view's place while it loads, or once it could not: `<main>` of class `name`. */
function Pending({
  name,
  failed,
  t,
  retry,
}: {
  name: string;
  failed: boolean;
  t: ViewTranslate;
  retry: () => void;
}) {
  return (
    <main class={name} aria-busy={!failed}>
      {failed ? (
        <div class="notice" role="alert">
          <p>{t('viewFailed')}</p>
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <p class="muted">{t('loadingView')}</p>
      )}
    </main>
  );
}

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
    return <Pending name={name} failed={failed} t={props.t} retry={() => setAttempt((a) => a + 1)} />;
  };
};

/** A feature view's props: a view's, with a translator that knows the feature's words too. */
export type WithMessages<P extends ViewProps, K extends string> = Omit<P, 't'> & {
  readonly t: Translate<MessageKey | K>;
};

/**
 * `View` drawn with its feature's words in the page's language, loaded first (its `<main>` of class
 * `name` meanwhile, as a lazy view's), e.g. `withMessages('tournament', tournamentMessages, Tournaments)`.
 * A language switch loads the words of every feature already shown before any word changes
 * (i18n.ts's `loadLanguage`), so this waits only on a feature's first view.
 */
export const withMessages = <P extends ViewProps, K extends string>(
  name: string,
  messages: Catalogue<K>,
  View: ComponentType<WithMessages<P, K>>,
): FunctionComponent<P> =>
  function ViewWithMessages(props: P) {
    const { language, t } = props;
    const words = messages.get(language);
    const [failed, setFailed] = useState(false);
    const [, setLoads] = useState(0);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (words) return;
      let live = true;
      setFailed(false);
      messages
        .load(language)
        .then(() => live && setLoads((n) => n + 1))
        .catch(() => live && setFailed(true));
      return () => {
        live = false;
      };
    }, [language, words, attempt]);
    const translate = useMemo(() => words && extend(t, words), [t, words]);
    if (translate) return <View {...props} t={translate} />;
    return <Pending name={name} failed={failed} t={t} retry={() => setAttempt((a) => a + 1)} />;
  };
