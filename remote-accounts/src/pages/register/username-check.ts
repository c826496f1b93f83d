import { showServerError, type FailureTarget } from '@platform/shared';
import type { UseFormReturn } from 'react-hook-form';
import { fetchRegisterCheck } from '../../api/register-check';
import type { RegisterValues } from './register-fields';

type Form = Pick<UseFormReturn<RegisterValues>, 'getFieldState' | 'getValues'> & FailureTarget<RegisterValues>;

/**
 * On leaving the username (after its rules are checked): a name that passes them is asked for
 * being free, and a taken one is said under the field. The server checks again on register.
 */
export async function checkUsernameFree(form: Form): Promise<void> {
  const username = form.getValues('username').trim();
  if (username === '' || form.getFieldState('username').error) return;
  try {
    const { available } = await fetchRegisterCheck({ field: 'username', value: username });
    // The answer is about what was typed then; the member may have typed on.
    if (!available && form.getValues('username').trim() === username) {
      showServerError(form, 'username', 'error.username_exists', { focus: false });
    }
  } catch (error) {
    console.warn('The username could not be checked', error);
  }
}
