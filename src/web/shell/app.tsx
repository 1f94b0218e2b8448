/**
 * The page shell: the header with the navigation between sections, notices (storage reset, a new
 * version ready, a language that could not be loaded), the dialogs, and in the middle the view the
 * route names (sections.tsx lists them). Everything is drawn from one `Session`.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { extend, loadLanguage, type Translate, translate } from '../i18n/i18n.js';
import { browserLanguages, type Language, resolveLanguage } from '../i18n/language.js';
import { entryOf, navigate, useRoute } from '../lib/router.js';
import { animationMs, type Settings } from '../lib/settings.js';
import { NewGameDialog, SettingsDialog, StatsDialog } from '../play/dialogs.js';
import { type PlayKey, playMessages } from '../play/messages/index.js';
import type { Session } from '../play/session.js';
import type { StoragePart } from '../play/storage.js';
import { type MessageKey, uiMessages } from '../ui/messages/index.js';
import { useCoach } from './coach.js';
import { Header, type Open } from './header.js';
import { type ShellKey, shellMessages } from './messages/index.js';
import { SkipLink } from './nav.js';
import { RatingPanel, useSuggestedLevel } from './rating.js';
import { SECTIONS } from './sections.js';
import type { Services } from './services.js';
import type { Updates } from './updates.js';
import './frame.css';

const NOTICES: Readonly<Record<StoragePart, ShellKey>> = {
  settings: 'noticeSettings',
  game: 'noticeGame',
  stats: 'noticeStats',
};

/** The new-game dialog with the level the user's rated games suggest (read from the archive only
 * while the dialog is open). */
function NewGame(props: Omit<Parameters<typeof NewGameDialog>[0], 'suggested'> & { services: Services }) {
  const suggested = useSuggestedLevel(props.services);
  return <NewGameDialog {...props} suggested={suggested} />;
}

/** Applies theme, language and animation speed to the document root (CSS reads them). */
const applyToDocument = (settings: Settings, language: string): void => {
  const root = document.documentElement;
  root.dataset.theme = settings.theme;
  root.lang = language;
  root.style.setProperty('--flip-ms', `${animationMs(settings.animation)}ms`);
};

/** Loads the words the shell draws with in `language`: those every view shares, the frame's and the
 * game screen's (the game is the first view, and its dialogs open from the header). The page is drawn
 * once they are in. */
export const loadShellMessages = async (language: Language): Promise<void> => {
  await Promise.all([uiMessages.load(language), shellMessages.load(language), playMessages.load(language)]);
};

/** The shell's translator in a language whose words are loaded (loadShellMessages): the frame's
 * words, and the game screen's translator it hands the views. */
const shellTranslator = (language: Language): Translate<ShellKey | MessageKey | PlayKey> => {
  const ui = uiMessages.get(language);
  const shell = shellMessages.get(language);
  const play = playMessages.get(language);
  if (!ui || !shell || !play) throw new Error(`the page's words in ${language} are not loaded`);
  return extend(extend(translate(ui), shell), play);
};

/**
 * The language the page shows: the one the settings and the browser ask for once its words are
 * loaded, every part of the page loaded so far at once; until then, and if they cannot be fetched
 * (offline before the language was ever shown), the one shown before. `failed` is the language that
 * could not be loaded, `retry` tries it again.
 */
const useShownLanguage = (settings: Settings, first: Language) => {
  const wanted = resolveLanguage(settings.language, browserLanguages());
  const [shown, setShown] = useState(first);
  const [failed, setFailed] = useState<Language>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setFailed(undefined);
    if (wanted === shown) return;
    let live = true;
    loadLanguage(wanted)
      .then(() => live && setShown(wanted))
      .catch(() => live && setFailed(wanted));
    return () => {
      live = false;
    };
  }, [wanted, shown, attempt]);
  return { language: shown, failed, retry: () => setAttempt((a) => a + 1) };
};

export interface AppProps {
  readonly session: Session;
  /** The language whose words main.tsx loaded before drawing the page (loadShellMessages). */
  readonly language: Language;
  readonly services: Services;
  /** Tells when a new version of the page is installed and waiting (see updates.ts). */
  readonly updates?: Updates;
}

export function App({ session, services, updates, language: first }: AppProps) {
  const [settings, setSettings] = useState(session.settings);
  const [stats, setStats] = useState(session.stats);
  const [open, setOpen] = useState<Open>();
  const [notices, setNotices] = useState<StoragePart[]>(session.resetParts);
  const [update, setUpdate] = useState<() => void>();
  const { language, failed, retry } = useShownLanguage(settings, first);
  const t = useMemo(() => shellTranslator(language), [language]);
  const route = useRoute();
  const section = entryOf(route, SECTIONS);
  const coach = useCoach(language, settings.guidedGame !== '' && settings.coachNotes);

  // An unknown route shows the default view under its own name, so the address says what is shown.
  useEffect(() => {
    if (route.path !== section.path) navigate(section.path, {}, { replace: true });
  }, [route.path, section.path]);
  useEffect(
    () =>
      session.subscribe(() => {
        setSettings(session.settings);
        setStats(session.stats);
      }),
    [session],
  );
  // The apply function is kept in state, so it is wrapped: a bare function would be called as an updater.
  useEffect(() => updates?.subscribe((apply) => setUpdate(() => apply)), [updates]);
  useEffect(() => applyToDocument(settings, language), [settings, language]);
  // The offline cache keeps the words of the languages shown (sw.ts).
  useEffect(() => {
    updates?.showing(language);
  }, [updates, language]);

  return (
    <div class="app">
      <SkipLink t={t} />
      <Header t={t} section={section} onOpen={setOpen} />

      {update && (
        <div class="notice" role="status" data-testid="update">
          <p>{t('updateReady')}</p>
          <button type="button" class="primary" onClick={update}>
            {t('reload')}
          </button>
        </div>
      )}
      {failed && (
        <div class="notice" role="alert" data-testid="language-failed">
          <p>{t('viewFailed')}</p>
          <button type="button" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {notices.length > 0 && (
        <div class="notice" role="status">
          {notices.map((part) => (
            <p key={part}>{t(NOTICES[part])}</p>
          ))}
          <button type="button" onClick={() => setNotices([])}>
            {t('dismiss')}
          </button>
        </div>
      )}

      <section.View
        session={session}
        settings={settings}
        language={language}
        t={t}
        route={route}
        onNewGame={() => setOpen('new')}
        services={services}
        board={services.analysis}
        coach={coach}
      />

      {open === 'new' && (
        <NewGame
          services={services}
          stats={stats}
          settings={settings}
          t={t}
          onClose={() => setOpen(undefined)}
          onStart={(patch) => {
            if (session.inProgress() && !window.confirm(t('confirmDiscard'))) return;
            session.updateSettings(patch);
            setOpen(undefined);
            session.newGame();
            // The new game is played in the Play view, wherever the dialog was opened.
            if (section.path !== 'play') navigate('play');
          }}
        />
      )}
      {open === 'settings' && (
        <SettingsDialog
          settings={settings}
          t={t}
          onChange={(patch) => session.updateSettings(patch)}
          onClose={() => setOpen(undefined)}
        />
      )}
      {open === 'stats' && (
        <StatsDialog
          stats={stats}
          language={language}
          t={t}
          onClose={() => setOpen(undefined)}
          onReset={() => session.resetStats()}
          extra={<RatingPanel services={services} t={t} language={language} />}
        />
      )}
    </div>
  );
}
