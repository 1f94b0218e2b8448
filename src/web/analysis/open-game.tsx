/** The analysis board's "Open a game": the game in play, a pasted list, or a file. */
import { useState } from 'preact/hooks';
import { FileButton } from '../ui/file-button.js';
import { PasteField } from '../ui/moves.js';
import type { AnalysisTranslate } from './messages/index.js';

/** Open a game: the one in play, a pasted list, a file (or one dropped on the page). */
export function OpenGame(props: {
  t: AnalysisTranslate;
  onGameInPlay: () => void;
  onText: (text: string) => void;
  onFile: (file: File) => void;
}) {
  const { t } = props;
  const [pasted, setPasted] = useState('');
  return (
    <section class="open-game" aria-label={t('openGame')}>
      <h2>{t('openGame')}</h2>
      <div class="row">
        <button type="button" onClick={props.onGameInPlay}>
          {t('gameInPlay')}
        </button>
        <FileButton accept=".ggf,.txt,.obf,text/plain" onFiles={([file]) => props.onFile(file)}>
          {t('openFile')}
        </FileButton>
      </div>
      <form
        class="paste"
        onSubmit={(event) => {
          event.preventDefault();
          props.onText(pasted);
          setPasted('');
        }}
      >
        <PasteField id="analysis-paste" pasted={pasted} onPasted={setPasted} t={t} />
      </form>
      <p class="muted small-text">{t('dropHint')}</p>
    </section>
  );
}
