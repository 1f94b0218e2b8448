// Command-line flags of the training tools, through commander: a flag that is not a number of the
// right kind is an error that names it, never a NaN that runs on.
import { InvalidArgumentError } from 'commander';

/** A commander parser for a whole number in [min, max], e.g. `--games 400`. */
export const integer =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (text: string): number => {
    const value = Number(text);
    if (!/^[+-]?\d+$/.test(text.trim()) || value < min || value > max)
      throw new InvalidArgumentError(
        `${max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`} is needed, got '${text}'`,
      );
    return value;
  };

/** A commander parser for a number in [min, max], e.g. `--epsilon 0.04`. */
export const decimal =
  (min: number, max: number) =>
  (text: string): number => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < min || value > max)
      throw new InvalidArgumentError(`a number from ${min} to ${max} is needed, got '${text}'`);
    return value;
  };
