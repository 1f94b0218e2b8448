/** A soft click for each move, synthesised with WebAudio (no sound file to download). */

let context: AudioContext | undefined;

/** Plays a short, quiet click; does nothing where WebAudio is unavailable. */
export const click = (): void => {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    // A brief low sine with a fast decay reads as a disc set down rather than a beep.
    osc.type = 'sine';
    osc.frequency.setValueAtTime(420, now);
    osc.frequency.exponentialRampToValueAtTime(180, now + 0.06);
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.18, now + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.08);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.09);
  } catch {
    // Sound is a nicety; a browser without WebAudio plays silently.
  }
};
