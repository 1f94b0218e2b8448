/**
 * The tournament view, `#/tournament`: the list of tournaments kept in this browser (new, import, open,
 * delete) and, under `#/tournament?id=...`, one tournament with its players, rounds and standings. The
 * rules are all `wedge/tournament`'s (src/tournament): this view reads forms into its operations, says
 * their errors as they are, and keeps every accepted change in the store at once.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Result } from '../../core/index.js';
import {
  makeTournamentJson,
  parseTournamentJson,
  type Tournament,
  type TournamentError,
} from '../../tournament/index.js';
import { type WithMessages, withMessages } from '../lib/lazy.js';
import { navigate, routeHash } from '../lib/router.js';
import type { ViewProps } from '../lib/view.js';
import { FileButton } from '../ui/file-button.js';
import { download, fileStem } from './files.js';
import { type TournamentKey, type TournamentTranslate, tournamentMessages } from './messages/index.js';
import { NewTournament } from './new-tournament.js';
import { PlayersSection } from './players.js';
import { RatingsSection } from './ratings.js';
import { RoundsSection } from './rounds.js';
import { describe, type SectionProps } from './section.js';
import { StandingsSection } from './standings.js';
import {
  type ListedTournament,
  memoryTournamentStore,
  newTournamentId,
  openTournamentStore,
  type TournamentStore,
} from './store.js';
import './tournament.css';

let opening: Promise<TournamentStore> | undefined;
/** The store, opened once for the page; the stand-in in memory where IndexedDB is refused. */
const tournamentStore = (): Promise<TournamentStore> =>
  (opening ??= openTournamentStore().catch(() => memoryTournamentStore()));

const useStore = (): TournamentStore | undefined => {
  const [store, setStore] = useState<TournamentStore>();
  useEffect(() => {
    let live = true;
    void tournamentStore().then((s) => live && setStore(s));
    return () => {
      live = false;
    };
  }, []);
  return store;
};

/** A tournament's name, or the words for one without. */
export const nameOf = (t: TournamentTranslate, tournament: Tournament): string =>
  tournament.settings.name ?? t('untitled');

/** The view's props: a view's, with a translator that knows the tournament page's words too. */
type TournamentProps = WithMessages<ViewProps, TournamentKey>;

/** The tournament page, drawn once its words are loaded in the page's language. */
export const TournamentView = withMessages<ViewProps, TournamentKey>(
  'tournament',
  tournamentMessages,
  Tournaments,
);

function Tournaments(props: TournamentProps) {
  const store = useStore();
  const id = props.route.params.id;
  return (
    <main class="tournament">
      {!store ? (
        <p class="muted">{props.t('loading')}</p>
      ) : id ? (
        <TournamentPage key={id} {...props} store={store} id={id} />
      ) : (
        <TournamentList {...props} store={store} />
      )}
    </main>
  );
}

function TournamentList({ t, store }: TournamentProps & { store: TournamentStore }) {
  const [listed, setListed] = useState<ListedTournament[]>();
  const [problem, setProblem] = useState<string>();
  const refresh = () => void store.list().then(setListed, (e: Error) => setProblem(e.message));
  useEffect(refresh, [store]);

  /** Keeps a new tournament (created or imported) and opens it. */
  const keep = async (tournament: Tournament): Promise<void> => {
    const id = newTournamentId();
    try {
      await store.save(id, tournament);
      navigate('tournament', { id });
    } catch (e) {
      setProblem(t('saveFailed', { message: (e as Error).message }));
    }
  };

  return (
    <>
      <section class="panel">
        <h2>{t('tournamentsTitle')}</h2>
        <p>{t('tournamentIntro')}</p>
        <p class="muted" data-testid="kept">
          {store.persistent ? t('keptHere') : t('notKept')}
        </p>
        {problem && (
          <p class="error" role="alert">
            {problem}
          </p>
        )}
        {listed && listed.length === 0 && <p class="muted">{t('noTournaments')}</p>}
        {listed && listed.length > 0 && (
          <ul class="tournament-list">
            {listed.map(({ id, tournament }) => (
              <li key={id} data-tournament={id}>
                {tournament.ok ? (
                  <>
                    <a href={routeHash('tournament', { id })}>{nameOf(t, tournament.value)}</a>
                    <span class="muted">
                      {t('summary', {
                        players: tournament.value.players.length,
                        paired: tournament.value.rounds.length,
                        rounds: tournament.value.settings.rounds,
                      })}
                    </span>
                  </>
                ) : (
                  <span class="error">{t('unreadable', { message: tournament.error.message })}</span>
                )}
                <button
                  type="button"
                  class="danger"
                  onClick={async () => {
                    const name = tournament.ok ? nameOf(t, tournament.value) : id;
                    if (!window.confirm(t('confirmDeleteTournament', { name }))) return;
                    await store.remove(id).catch((e: Error) => setProblem(e.message));
                    refresh();
                  }}
                >
                  {t('deleteTournament')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <FileButton
          accept=".json,application/json"
          onFiles={async ([file]) => {
            const read = parseTournamentJson(await file.text());
            if (read.ok) await keep(read.value);
            else setProblem(t('notImported', { message: describe(read.error) }));
          }}
        >
          <span>{t('importJson')}</span>
        </FileButton>
      </section>
      <NewTournament t={t} onCreate={keep} />
    </>
  );
}

function TournamentPage(props: TournamentProps & { store: TournamentStore; id: string }) {
  const { store, id, t, language } = props;
  const [loaded, setLoaded] = useState<Result<Tournament, TournamentError>>();
  const [saveProblem, setSaveProblem] = useState<string>();
  useEffect(() => {
    void store.load(id).then(setLoaded);
  }, [store, id]);

  if (!loaded) return <p class="muted">{t('loading')}</p>;
  const back = (
    <a class="back" href={routeHash('tournament')}>
      {t('allTournaments')}
    </a>
  );
  if (!loaded.ok)
    return (
      <section class="panel">
        {back}
        <p class="error" role="alert">
          {t('unreadable', { message: describe(loaded.error) })}
        </p>
      </section>
    );
  const tournament = loaded.value;
  const change: SectionProps['change'] = (next) => {
    if (!next.ok) return describe(next.error);
    setLoaded(next);
    store.save(id, next.value).then(
      () => setSaveProblem(undefined),
      (e: Error) => setSaveProblem(t('saveFailed', { message: e.message })),
    );
    return undefined;
  };
  const { settings } = tournament;
  const section = { tournament, t, language, change };
  return (
    <>
      <section class="panel tournament-head">
        {back}
        <h2>{nameOf(t, tournament)}</h2>
        <p class="muted">
          {settings.system === 'round-robin' && `${t('systemRoundRobin')} · `}
          {t('settingsLine', {
            rounds: settings.rounds,
            size: settings.size,
            win: settings.points.win,
            tie: settings.points.tie,
            bye: settings.points.bye,
          })}
        </p>
        {!store.persistent && <p class="muted">{t('notKept')}</p>}
        {saveProblem && (
          <p class="error" role="alert">
            {saveProblem}
          </p>
        )}
        <div class="row no-print">
          <button
            type="button"
            onClick={() =>
              download(`${fileStem(settings.name)}.json`, makeTournamentJson(tournament), 'application/json')
            }
          >
            {t('exportJson')}
          </button>
        </div>
      </section>
      <StandingsSection {...section} />
      <RoundsSection {...section} />
      <RatingsSection {...section} />
      <PlayersSection {...section} />
    </>
  );
}
