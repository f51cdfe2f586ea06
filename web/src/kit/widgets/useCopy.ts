import { useFeedback } from '../feedback';

export const COPIED = 'Copied';
export const COPY_FAILED = 'Could not copy to the clipboard';

/** Copies a text to the clipboard and says 'Copied' (console-core §8), or that it could not. */
export function useCopy(): (text: string) => Promise<void> {
  const { message } = useFeedback();
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(COPIED);
    } catch {
      // No clipboard (an insecure origin) or the permission was refused.
      void message.error(COPY_FAILED);
    }
  };
}
