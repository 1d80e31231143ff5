// Action routes the spec describes with a success flag answer a refused action (a 409 AppError
// thrown by the action, its transaction rolled back) as 200 {success: false, reason, message}.
// Bad input (400), missing records (404) and permissions (403) keep their status.
import { AppError } from './errors.ts';

export interface Refusal {
  success: false;
  reason: string;
  message: string;
}

export async function refusalAsAnswer<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return { success: false, reason: err.message, message: err.message };
    throw err;
  }
}
