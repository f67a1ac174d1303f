// The one error type of domain/chemistry: raised when a calculator is asked something that
// makes no chemical sense (negative volume, acid to raise pH, a strength no product is sold at).
// "Nothing to do" is never an error: a dose from a level to the same level is simply 0.

export class ChemistryInputError extends Error {
  override readonly name = 'ChemistryInputError';
}

/** Throws when the number is not finite or is below the given minimum. */
export function requireNumber(label: string, value: number, minimum = 0): number {
  if (!Number.isFinite(value) || value < minimum) {
    throw new ChemistryInputError(`${label} must be a number ≥ ${minimum}, got ${value}`);
  }
  return value;
}
