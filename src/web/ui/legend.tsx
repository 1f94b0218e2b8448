/**
 * The coach's panel beside a board: a toggle for each overlay, the counts of every feature for both
 * sides (mobility 7 vs 3, stable 12 vs 0), and a legend that names each symbol drawn on the board. A
 * symbol is a shape (a diamond, a dashed ring, a letter, hatching, a wedge), never a colour alone.
 */
import type { Color } from '../../core/index.js';
import { colorName } from './labels.js';
import type { MessageKey, ViewTranslate } from './messages/index.js';
import { OVERLAY_FEATURES, type Overlay, type OverlayFeature } from './overlay.js';
import './legend.css';

const NAMES: Readonly<Record<OverlayFeature, MessageKey>> = {
  mobility: 'featureMobility',
  stable: 'featureStable',
  frontier: 'featureFrontier',
  corners: 'featureCorners',
  regions: 'featureRegions',
  wedges: 'featureWedges',
};

const LEGENDS: Readonly<Record<OverlayFeature, MessageKey>> = {
  mobility: 'legendMobility',
  stable: 'legendStable',
  frontier: 'legendFrontier',
  corners: 'legendCorners',
  regions: 'legendRegions',
  wedges: 'legendWedges',
};

export interface CoachPanelProps {
  readonly overlay: Overlay;
  readonly t: ViewTranslate;
  /** Switches a feature on or off; without it the panel only shows (a lesson chooses its overlay). */
  readonly onToggle?: (feature: OverlayFeature, on: boolean) => void;
  /** The features listed (all by default), e.g. only those a lesson is about. */
  readonly only?: readonly OverlayFeature[];
  /** The title's level: `h2` beside the game's board, `h3` inside a lesson. */
  readonly heading?: 'h2' | 'h3';
}

/** The symbol a feature draws, as a small sample square for the toggles and the legend. */
export function Swatch({ feature }: { feature: OverlayFeature }) {
  return <span class={`swatch ${feature}`} aria-hidden="true" />;
}

/** Both sides' figure of a feature, e.g. "Black 7 · White 3"; regions give odd and even instead. */
const figures = (t: ViewTranslate, overlay: Overlay, feature: OverlayFeature): [string, string] => {
  if (feature === 'regions')
    return [t('regionsOdd', { n: overlay.regions.odd }), t('regionsEven', { n: overlay.regions.even })];
  const counts = overlay.counts[feature];
  return [String(counts.black), String(counts.white)];
};

/** The toggles, counts and legend of the coach's overlay. */
export function CoachPanel({ overlay, t, onToggle, only, heading: Heading = 'h2' }: CoachPanelProps) {
  const listed = only ?? OVERLAY_FEATURES;
  const shown = overlay.features.filter((f) => listed.includes(f));
  const side = (color: Color) => (
    <th scope="col" class="coach-head">
      <span class={`disc ${color}`} aria-hidden="true" />
      {colorName(t, color)}
    </th>
  );
  return (
    <section class="coach" aria-label={t('coachTitle')} data-testid="coach">
      <Heading>{t('coachTitle')}</Heading>
      <table class="coach-counts">
        <thead>
          <tr>
            <th scope="col" class="coach-head">
              {t('coachFeature')}
            </th>
            {side('black')}
            {side('white')}
          </tr>
        </thead>
        <tbody>
          {listed.map((feature) => {
            const [black, white] = figures(t, overlay, feature);
            const on = overlay.features.includes(feature);
            return (
              <tr key={feature} data-feature={feature} data-black={black} data-white={white}>
                <th scope="row">
                  {onToggle ? (
                    <label class="coach-toggle">
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={(e) => onToggle(feature, (e.currentTarget as HTMLInputElement).checked)}
                      />
                      <Swatch feature={feature} />
                      {t(NAMES[feature])}
                    </label>
                  ) : (
                    <span class="coach-toggle">
                      <Swatch feature={feature} />
                      {t(NAMES[feature])}
                    </span>
                  )}
                </th>
                {feature === 'regions' ? (
                  <td colSpan={2}>
                    {black} · {white}
                  </td>
                ) : (
                  <>
                    <td>{black}</td>
                    <td>{white}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown.length > 0 && (
        <ul class="coach-legend">
          {shown.map((feature) => (
            <li key={feature}>
              <Swatch feature={feature} />
              <span>
                {t(LEGENDS[feature], {
                  black: overlay.counts.potential.black,
                  white: overlay.counts.potential.white,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
