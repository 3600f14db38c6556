// Test support (not part of the package API): the error a refused file raises.
import { GaebReadError } from '../errors';
import { readGaeb, type ReadGaebOptions } from '../reader';

/** The GaebReadError `readGaeb` throws for `input`; throws when the input is accepted. */
export function refusal(input: string | Uint8Array, options?: ReadGaebOptions): GaebReadError {
  try {
    readGaeb(input, options);
  } catch (error) {
    if (error instanceof GaebReadError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}
